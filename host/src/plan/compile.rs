//! The phases of [`Plan::compile`](super::Plan::compile), in order: operands normalized
//! ([`first_outputs`]), the step count checked ([`check_steps`]), sized steps made kernel steps
//! ([`resolve_sized`]), the plan's sizes checked ([`check_sizes`]), every step typed against
//! its kernel's parameters ([`Types::check`]), the outputs typed ([`output_values`]), liveness
//! ([`Liveness::of`]), the distinct programs ([`distinct_kernels`]), pointwise groups
//! ([`Grouping::of`]), and slots, parameter blocks and bindings assigned ([`assign`]). Each
//! phase takes what the ones before it made; the checks answer a guest's plan with named errors,
//! the rest only lay out what the checks accepted.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;

use super::fusion;
use super::{
    Binding, MAX_OPERANDS, MAX_OUTPUTS, Meta, OpStep, Operand, Output, Part, Plan, PlanBuffer, Source, Step,
    StepDesc, Value, Work,
};
use crate::array::{Elem, Shape};
use crate::error::{Error, ErrorKind, Result};
use crate::kernel::{Kernel, MAX_PARAMS, Param, ParamKind};

/// What a value is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Kind {
    Array { elem: Elem, rank: u8, shape: Option<Shape> },
    Scalar(Elem),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Array { elem, shape: Some(s), .. } => {
                write!(f, "{} array of shape {s}", elem.with_article())
            }
            Kind::Array { elem, rank, shape: None } => write!(f, "a rank-{rank} {elem} array"),
            Kind::Scalar(e) => write!(f, "{} scalar", e.with_article()),
        }
    }
}

/// Output 0 of a step is the step's result: `Output(j, 0)` becomes `Step(j)` everywhere.
pub(super) fn first_outputs(steps: &mut [StepDesc], outputs: &mut [Operand]) {
    // Output 0 of a step is the step's result.
    let first = |o: &mut Operand| {
        if let Operand::Output(j, 0) = *o {
            *o = Operand::Step(j);
        }
    };
    steps.iter_mut().flat_map(|s| s.args.iter_mut()).for_each(first);
    outputs.iter_mut().for_each(first);
}

/// The plan has steps, at most `max_steps` of them (`quota`).
pub(super) fn check_steps(steps: &[StepDesc], max_steps: u32) -> Result<()> {
    if steps.len() > max_steps as usize {
        return Err(Error::quota(format!(
            "the plan has {} steps; this guest's limit is {max_steps}",
            steps.len()
        )));
    }
    if steps.is_empty() {
        return Err(Error::invalid("the plan has no step"));
    }
    Ok(())
}

/// Steps sized by the guest run a clone of their kernel with that output (one per kernel and
/// shape, appended after the guest's kernels); a step of a kernel sized per call needs a size.
pub(super) fn resolve_sized(kernels: &mut Vec<Kernel>, steps: &mut [StepDesc]) -> Result<()> {
    let declared = kernels.len();
    let mut variants: Vec<(u32, Shape, u32)> = Vec::new();
    for (s, step) in steps.iter_mut().enumerate() {
        let (k, output) = match step.work {
            Work::Kernel(k) => (k, None),
            Work::Sized(k, shape) => (k, Some(shape)),
            Work::Op(_) => continue,
        };
        let kernel = kernels.get(k as usize).filter(|_| (k as usize) < declared).ok_or_else(|| {
            Error::invalid(format!("step {s} names kernel {k}; the plan has {declared} kernels"))
        })?;
        let Some(shape) = output else {
            kernel.check_declared().map_err(|e| {
                Error::invalid(format!("step {s}: {} (guest-rs: `Trace::call_sized`)", e.message()))
            })?;
            continue;
        };
        let index = match variants.iter().find(|(v, o, _)| *v == k && *o == shape) {
            Some(&(_, _, index)) => index,
            None => {
                let sized = kernel
                    .with_output(shape)
                    .map_err(|e| Error::invalid(format!("step {s}: {}", e.message())))?;
                kernels.push(sized);
                let index = kernels.len() as u32 - 1;
                variants.push((k, shape, index));
                index
            }
        };
        step.work = Work::Kernel(index);
    }
    Ok(())
}

/// The plan's operands, inputs and outputs within their limits; array inputs of rank 1 to 3.
pub(super) fn check_sizes(inputs: &[Param], steps: &[StepDesc], outputs: &[Operand]) -> Result<()> {
    let operands: usize = steps.iter().map(|s| s.args.len()).sum();
    if operands > MAX_OPERANDS {
        return Err(Error::quota(format!(
            "the plan's steps have {operands} operands together; the limit is {MAX_OPERANDS}"
        )));
    }
    if inputs.len() > MAX_PARAMS {
        return Err(Error::quota(format!(
            "the plan declares {} inputs; the limit is {MAX_PARAMS}",
            inputs.len()
        )));
    }
    if outputs.is_empty() {
        return Err(Error::invalid("the plan returns nothing; it needs at least one output"));
    }
    if outputs.len() > MAX_OUTPUTS {
        return Err(Error::quota(format!(
            "the plan returns {} outputs; the limit is {MAX_OUTPUTS}",
            outputs.len()
        )));
    }
    for (i, p) in inputs.iter().enumerate() {
        if let ParamKind::Array { rank, .. } = p.kind
            && !(1..=3).contains(&rank)
        {
            return Err(Error::invalid(format!(
                "input {i} `{}` has rank {rank}; arrays have rank 1 to 3",
                p.name
            )));
        }
    }
    Ok(())
}

/// What each step computes: the kind of its result and of its other outputs.
pub(super) struct Types {
    /// Per step, the kind of its result.
    pub(super) kinds: Vec<Kind>,
    /// Per step, the kinds of its outputs after the first (a kernel of several outputs).
    pub(super) extras: Vec<Vec<Kind>>,
}

/// The kind of plan input `i`.
fn input_kind(inputs: &[Param], i: usize) -> Kind {
    match inputs[i].kind {
        ParamKind::Array { elem, rank, .. } => Kind::Array { elem, rank, shape: None },
        ParamKind::Scalar(e) => Kind::Scalar(e),
    }
}

impl Types {
    /// Checks every step against its kernel's parameters (or its operation's one array), in
    /// order: a step reads inputs and earlier steps only, so the plan is acyclic by
    /// construction.
    pub(super) fn check(kernels: &[Kernel], inputs: &[Param], steps: &[StepDesc]) -> Result<Types> {
        let input_kind = |i: usize| input_kind(inputs, i);
        let mut kinds: Vec<Kind> = Vec::with_capacity(steps.len());
        // Per step, the kinds of its outputs after the first (a kernel of several outputs).
        let mut extras: Vec<Vec<Kind>> = Vec::with_capacity(steps.len());
        for (s, step) in steps.iter().enumerate() {
            // What argument `a` of this step is.
            let operand = |a: usize, arg: &Operand| -> Result<Kind> {
                Ok(match *arg {
                    Operand::Input(i) => {
                        *inputs.get(i as usize).map(|_| input_kind(i as usize)).as_ref().ok_or_else(|| {
                            Error::invalid(format!(
                                "step {s}, argument {a}: input {i} does not exist; the plan has {} inputs",
                                inputs.len()
                            ))
                        })?
                    }
                    Operand::Step(j) if (j as usize) < s => kinds[j as usize],
                    Operand::Output(j, k) if (j as usize) < s => extra_kind(&extras, j as usize, k)
                        .map_err(|e| format!("step {s}, argument {a}: {e}"))
                        .map_err(Error::invalid)?,
                    Operand::Step(j) | Operand::Output(j, _) => {
                        return Err(Error::invalid(format!(
                            "step {s}, argument {a}: reads step {j}, which is not computed before it \
                             (a step reads inputs and earlier steps only)"
                        )));
                    }
                    Operand::Scalar(v) => Kind::Scalar(v.elem()),
                })
            };
            let kernel = match step.work {
                // (Sized steps were made kernel steps above.)
                Work::Kernel(k) | Work::Sized(k, _) => k,
                Work::Op(op) => {
                    let name = op.name();
                    let [arg] = step.args.as_slice() else {
                        return Err(Error::invalid(format!(
                            "step {s}: operation `{name}` reads one array, the step gives {} operands",
                            step.args.len()
                        )));
                    };
                    let Kind::Array { elem, rank, shape } = operand(0, arg)? else {
                        return Err(Error::invalid(format!(
                            "step {s}: operation `{name}` reads an array, it was given {}",
                            operand(0, arg)?
                        )));
                    };
                    let at = |e: Error| {
                        Error::new(
                            e.kind().unwrap_or(ErrorKind::Invalid),
                            format!("step {s}: {}", e.message()),
                        )
                    };
                    let (elem, out_rank) = op.result_kind(elem, usize::from(rank)).map_err(at)?;
                    let shape = match shape {
                        Some(input) => Some(op.result_shape(&input).map_err(at)?),
                        None => op.fixed_shape(usize::from(rank)),
                    };
                    kinds.push(Kind::Array { elem, rank: out_rank as u8, shape });
                    extras.push(Vec::new());
                    continue;
                }
            };
            let k = kernels.get(kernel as usize).ok_or_else(|| {
                Error::invalid(format!(
                    "step {s} names kernel {kernel}; the plan has {} kernels",
                    kernels.len()
                ))
            })?;
            let params = k.params();
            if step.args.len() != params.len() {
                return Err(Error::invalid(format!(
                    "step {s}: kernel `{}` takes {} arguments, the step gives {}",
                    k.name(),
                    params.len(),
                    step.args.len()
                )));
            }
            for (a, (param, arg)) in params.iter().zip(&step.args).enumerate() {
                let got = operand(a, arg)?;
                let fits = match (param.kind, got) {
                    (ParamKind::Array { elem, rank, .. }, Kind::Array { elem: e, rank: r, .. }) => {
                        elem == e && rank == r
                    }
                    (ParamKind::Scalar(elem), Kind::Scalar(e)) => elem == e,
                    _ => false,
                };
                if !fits {
                    return Err(Error::invalid(format!(
                        "step {s}, argument {a}: kernel `{}` parameter {param} was given {got}",
                        k.name()
                    )));
                }
            }
            let out = *k.output();
            let kind = |elem| Kind::Array { elem, rank: out.rank() as u8, shape: Some(out) };
            kinds.push(kind(k.output_elem()));
            extras.push(k.output_elems().into_iter().skip(1).map(kind).collect());
        }
        Ok(Types { kinds, extras })
    }
}

/// The plan's outputs, each an array value: what it is and its element type.
pub(super) fn output_values(
    inputs: &[Param],
    types: &Types,
    outputs: &[Operand],
) -> Result<Vec<(Value, Elem)>> {
    let (kinds, extras) = (&types.kinds, &types.extras);
    let steps_len = kinds.len();
    let input_kind = |i: usize| input_kind(inputs, i);
    let mut out_values = Vec::with_capacity(outputs.len());
    for (o, op) in outputs.iter().enumerate() {
        let (value, kind) = match *op {
            Operand::Input(i) if (i as usize) < inputs.len() => {
                (Value::Input(i as usize), input_kind(i as usize))
            }
            Operand::Step(j) if (j as usize) < steps_len => (Value::Step(j as usize), kinds[j as usize]),
            Operand::Output(j, k) if (j as usize) < steps_len => (
                Value::Output(j as usize, k as usize),
                extra_kind(extras, j as usize, k).map_err(|e| Error::invalid(format!("output {o}: {e}")))?,
            ),
            Operand::Input(i) => {
                return Err(Error::invalid(format!("output {o}: input {i} does not exist")));
            }
            Operand::Step(j) | Operand::Output(j, _) => {
                return Err(Error::invalid(format!(
                    "output {o}: step {j} does not exist; the plan has {} steps",
                    steps_len
                )));
            }
            Operand::Scalar(_) => {
                return Err(Error::invalid(format!("output {o} is a scalar; a plan returns arrays")));
            }
        };
        match kind {
            Kind::Array { elem, .. } => out_values.push((value, elem)),
            Kind::Scalar(_) => {
                return Err(Error::invalid(format!("output {o} is {kind}; a plan returns arrays")));
            }
        }
    }

    Ok(out_values)
}

/// Which steps run, when each result is read for the last time, and who reads it.
pub(super) struct Liveness {
    /// Per step: whether something needs its result (a step nothing needs is dropped).
    pub(super) needed: Vec<bool>,
    /// Per step: the last running step that reads its result (`usize::MAX`: an output).
    pub(super) last_use: Vec<Option<usize>>,
    /// The last use of each output after the first that something reads.
    pub(super) extra_last: HashMap<(usize, usize), usize>,
    /// Per step: how many running steps read its result.
    pub(super) readers: Vec<u32>,
    /// Per step: whether the plan returns its result.
    pub(super) returned: Vec<bool>,
}

impl Liveness {
    /// Walks back from the outputs: a step runs only if something needs it. The last use of a
    /// step's result is the last running step that reads it (outputs live to the end).
    pub(super) fn of(steps: &[StepDesc], out_values: &[(Value, Elem)]) -> Liveness {
        let n = steps.len();
        let mut needed = vec![false; n];
        for (v, _) in out_values {
            if let Value::Step(j) | Value::Output(j, _) = v {
                needed[*j] = true;
            }
        }
        let mut last_use = vec![None::<usize>; n];
        // The last use of each output after the first that something reads.
        let mut extra_last: HashMap<(usize, usize), usize> = HashMap::new();
        for s in (0..n).rev() {
            if !needed[s] {
                continue;
            }
            for arg in &steps[s].args {
                match *arg {
                    Operand::Step(j) => {
                        let j = j as usize;
                        needed[j] = true;
                        last_use[j] = Some(last_use[j].map_or(s, |l: usize| l.max(s)));
                    }
                    Operand::Output(j, k) => {
                        needed[j as usize] = true;
                        let l = extra_last.entry((j as usize, k as usize)).or_insert(s);
                        *l = (*l).max(s);
                    }
                    _ => {}
                }
            }
        }
        for (v, _) in out_values {
            match *v {
                Value::Step(j) => last_use[j] = Some(usize::MAX),
                Value::Output(j, k) => {
                    extra_last.insert((j, k), usize::MAX);
                }
                Value::Input(_) => {}
            }
        }

        // Who reads each result (step fusion keeps a result that only the next step reads in
        // workgroup memory).
        let mut readers = vec![0u32; n];
        for s in (0..n).filter(|&s| needed[s]) {
            for arg in &steps[s].args {
                if let Operand::Step(j) = *arg {
                    readers[j as usize] += 1;
                }
            }
        }
        let mut returned = vec![false; n];
        for (v, _) in out_values {
            if let Value::Step(j) = v {
                returned[*j] = true;
            }
        }

        Liveness { needed, last_use, extra_last, readers, returned }
    }
}

/// The distinct programs the running steps use, and per kernel of the plan its index among
/// them (a kernel sized for a step shares its program but not its output).
pub(super) fn distinct_kernels(
    kernels: &[Kernel],
    steps: &[StepDesc],
    needed: &[bool],
) -> (Vec<Kernel>, Vec<Option<usize>>) {
    let n = steps.len();
    let mut used: Vec<Kernel> = Vec::new();
    let mut kernel_of = vec![None::<usize>; kernels.len()];
    for s in (0..n).filter(|&s| needed[s]) {
        let Work::Kernel(k) = steps[s].work else { continue };
        let k = k as usize;
        if kernel_of[k].is_none() {
            // A kernel sized for a step shares its program but not its output.
            let same =
                used.iter().position(|u| u.same_program(&kernels[k]) && u.output() == kernels[k].output());
            kernel_of[k] = Some(same.unwrap_or_else(|| {
                used.push(kernels[k].clone());
                used.len() - 1
            }));
        }
    }

    (used, kernel_of)
}

/// The running kernel steps and their pointwise groups (step fusion may run each as one
/// dispatch that writes only its last step's result).
pub(super) struct Grouping {
    /// The groups over the running kernel steps.
    pub(super) groups: fusion::Groups,
    /// Per running kernel step in a group after its first: the group and the member.
    pub(super) member: Vec<Option<(usize, usize)>>,
    /// Per step: whether it is the first kernel step after an operation step.
    pub(super) after_op: Vec<bool>,
    /// Per plan kernel: its program's index (see [`distinct_kernels`]).
    pub(super) kernel_of: Vec<Option<usize>>,
}

impl Grouping {
    /// Over the running steps, values named by the step computing them. Operation steps are
    /// none of them: their results read like inputs, and no group spans one (`after_op`).
    pub(super) fn of(
        inputs: &[Param],
        steps: &[StepDesc],
        live: &Liveness,
        used: &[Kernel],
        kernel_of: &[Option<usize>],
    ) -> Result<Grouping> {
        let n = steps.len();
        let (needed, readers, returned) = (&live.needed, &live.readers, &live.returned);
        let is_kernel = |s: usize| matches!(steps[s].work, Work::Kernel(_));
        let running: Vec<usize> = (0..n).filter(|&s| needed[s] && is_kernel(s)).collect();
        let mut running_of = vec![None::<usize>; n];
        for (r, &s) in running.iter().enumerate() {
            running_of[s] = Some(r);
        }
        let kernel_index = |s: usize| kernel_index(steps, kernel_of, s);
        let mut after_op = vec![false; n];
        let mut pending = false;
        for s in (0..n).filter(|&s| needed[s]) {
            if is_kernel(s) {
                after_op[s] = std::mem::take(&mut pending);
            } else {
                pending = true;
            }
        }
        let views = running
            .iter()
            .map(|&s| {
                let kernel = &used[kernel_index(s)?];
                let arrays = steps[s]
                    .args
                    .iter()
                    .filter_map(|a| match *a {
                        Operand::Step(j) => Some(running_of[j as usize]),
                        // Another output of a kernel of several: like an input (such a step
                        // never groups).
                        Operand::Output(..) => Some(None),
                        Operand::Input(i) if matches!(inputs[i as usize].kind, ParamKind::Array { .. }) => {
                            Some(None)
                        }
                        _ => None,
                    })
                    .collect();
                Ok(fusion::StepView {
                    index: s,
                    kernel,
                    arrays,
                    readers: readers[s],
                    returned: returned[s],
                    after_op: after_op[s],
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let groups = fusion::pointwise(&views);
        // Per running step in a group after its first: the group and the member.
        let mut member = vec![None::<(usize, usize)>; running.len()];
        for (g, group) in groups.groups.iter().enumerate() {
            for j in 1..group.len() {
                member[group.first + j] = Some((g, j));
            }
        }

        Ok(Grouping { groups, member, after_op, kernel_of: kernel_of.to_vec() })
    }
}

/// The program index of kernel step `s`.
fn kernel_index(steps: &[StepDesc], kernel_of: &[Option<usize>], s: usize) -> Result<usize> {
    match steps[s].work {
        Work::Kernel(k) => kernel_of[k as usize].ok_or_else(|| Error::trap("plan kernel map")),
        Work::Op(_) | Work::Sized(..) => Err(Error::trap("an operation step as a kernel step")),
    }
}

/// Slots, parameter blocks and bindings, step by step in plan order, and the plan.
pub(super) fn assign(
    inputs: Vec<Param>,
    steps: &[StepDesc],
    types: &Types,
    out_values: &[(Value, Elem)],
    live: &Liveness,
    used: Vec<Kernel>,
    grouping: Grouping,
) -> Result<Plan> {
    let n = steps.len();
    let (kinds, extras) = (&types.kinds, &types.extras);
    let (needed, last_use, extra_last) = (&live.needed, &live.last_use, &live.extra_last);
    let (readers, returned) = (&live.readers, &live.returned);
    let Grouping { groups, member, after_op, kernel_of } = grouping;
    let kernel_index = |s: usize| kernel_index(steps, &kernel_of, s);
    // Slots: one per array input something reads; step results share slots of equal size,
    // taken when the step runs and given back after its result's last use. A step's result
    // never shares a slot with its own arguments (they are given back after it), nor, in a
    // pointwise group, with what an earlier step of the group reads through a binding.
    let mut slots: Vec<PlanBuffer> = Vec::new();
    let mut input_slots = vec![None::<usize>; inputs.len()];
    let mut input_read = vec![false; inputs.len()];
    for s in (0..n).filter(|&s| needed[s]) {
        for arg in &steps[s].args {
            if let Operand::Input(i) = *arg {
                input_read[i as usize] = true;
            }
        }
    }
    for (v, _) in out_values {
        if let Value::Input(i) = v {
            input_read[*i] = true;
        }
    }
    for (i, p) in inputs.iter().enumerate() {
        if input_read[i] && matches!(p.kind, ParamKind::Array { .. }) {
            slots.push(PlanBuffer::Input(i));
            input_slots[i] = Some(slots.len() - 1);
        }
    }
    // Free slots by size; the lowest first, so a steady loop settles into a short cycle of
    // bindings (two for a ping-pong).
    let mut free: HashMap<u64, BTreeSet<usize>> = HashMap::new();
    let mut step_slot = vec![usize::MAX; n];
    let mut metas: Vec<Meta> = Vec::new();
    let mut meta_index: HashMap<Meta, usize> = HashMap::new();
    let mut bindings: Vec<Binding> = Vec::new();
    let mut binding_index: HashMap<Binding, usize> = HashMap::new();
    let mut run = Vec::new();
    let mut ops: Vec<OpStep> = Vec::new();
    let mut op_of = vec![None::<usize>; n];
    let mut extra_slot: HashMap<(usize, usize), usize> = HashMap::new();
    for s in (0..n).filter(|&s| needed[s]) {
        let step = &steps[s];
        // Gives back the slots of results step `s` read for the last time.
        let give_back = |free: &mut HashMap<u64, BTreeSet<usize>>,
                         slots: &[PlanBuffer],
                         step_slot: &[usize],
                         extra_slot: &HashMap<(usize, usize), usize>| {
            let mut seen: Vec<usize> = Vec::new();
            for arg in &step.args {
                let slot = match *arg {
                    Operand::Step(j) if last_use[j as usize] == Some(s) => step_slot[j as usize],
                    Operand::Output(j, k) if extra_last.get(&(j as usize, k as usize)) == Some(&s) => {
                        match extra_slot.get(&(j as usize, k as usize)) {
                            Some(&slot) => slot,
                            None => continue,
                        }
                    }
                    _ => continue,
                };
                if !seen.contains(&slot) {
                    seen.push(slot);
                    if let PlanBuffer::Shared(b) = slots[slot] {
                        free.entry(b).or_default().insert(slot);
                    }
                }
            }
        };
        if let Work::Op(op) = step.work {
            let Kind::Array { shape: result, .. } = kinds[s] else {
                return Err(Error::trap("an operation's result is an array"));
            };
            let (input, elem, source) = match step.args.first() {
                Some(&Operand::Input(i)) => {
                    let i = i as usize;
                    let ParamKind::Array { elem, .. } = inputs[i].kind else {
                        return Err(Error::trap("an operation reads an array input"));
                    };
                    (input_slots[i].ok_or_else(|| Error::trap("plan input slot"))?, elem, Source::Input(i))
                }
                Some(&Operand::Output(j, k)) => {
                    let (j, k) = (j as usize, k as usize);
                    let Some(Kind::Array { elem, shape: Some(shape), .. }) = extras[j].get(k - 1).copied()
                    else {
                        return Err(Error::trap("an operation reads a kernel's output"));
                    };
                    let slot = *extra_slot.get(&(j, k)).ok_or_else(|| Error::trap("plan output slot"))?;
                    (slot, elem, Source::Fixed(shape))
                }
                Some(&Operand::Step(j)) => {
                    let j = j as usize;
                    let Kind::Array { elem, shape, .. } = kinds[j] else {
                        return Err(Error::trap("an operation reads an array step"));
                    };
                    let source = match (shape, op_of[j]) {
                        (Some(shape), _) => Source::Fixed(shape),
                        (None, Some(o)) => Source::Op(o),
                        (None, None) => return Err(Error::trap("a kernel step's result without a shape")),
                    };
                    (step_slot[j], elem, source)
                }
                _ => return Err(Error::trap("an operation reads one array")),
            };
            let output = match result {
                Some(shape) => take_slot(&mut free, &mut slots, shape.bytes(), &HashSet::new()),
                None => {
                    slots.push(PlanBuffer::Sized(ops.len()));
                    slots.len() - 1
                }
            };
            step_slot[s] = output;
            op_of[s] = Some(ops.len());
            ops.push(OpStep { index: s, op, at: run.len(), input, elem, source, output, result });
            give_back(&mut free, &slots, &step_slot, &extra_slot);
            continue;
        }
        let kernel = kernel_index(s)?;
        let k = &used[kernel];
        let bytes = k.output().bytes();
        // A set: a hostile group of 8 steps of 255 arrays each must not cost a quadratic scan.
        let mut avoid: HashSet<usize> = HashSet::new();
        if let Some((g, j)) = member[run.len()] {
            let group = &groups.groups[g];
            for m in 0..j {
                let step: &Step = &run[group.first + m];
                // Member m > 0 reads member m − 1's result from the merged program's state.
                let carried = m.checked_sub(1).map(|c| group.carried[c]);
                avoid.extend(fusion::binding_reads(
                    &used[step.kernel],
                    &bindings[step.binding].args,
                    carried,
                ));
            }
        }
        let slot = take_slot(&mut free, &mut slots, bytes, &avoid);
        step_slot[s] = slot;
        // A kernel's other outputs: slots of the same size, distinct, taken with the first.
        let mut extra = Vec::with_capacity(extras[s].len());
        for k in 1..=extras[s].len() {
            let e = take_slot(&mut free, &mut slots, bytes, &avoid);
            extra_slot.insert((s, k), e);
            extra.push(e);
        }
        let mut parts = vec![Part::Extents(k.output().dims3())];
        let mut args = Vec::new();
        for arg in &step.args {
            match *arg {
                Operand::Input(i) => {
                    let i = i as usize;
                    match inputs[i].kind {
                        ParamKind::Array { .. } => {
                            parts.push(Part::InputExtents(i));
                            args.push(input_slots[i].ok_or_else(|| Error::trap("plan input slot"))?);
                        }
                        ParamKind::Scalar(_) => parts.push(Part::InputBits(i)),
                    }
                }
                Operand::Output(j, k) => {
                    let (j, k) = (j as usize, k as usize);
                    let Kind::Array { shape: Some(shape), .. } = kinds[j] else {
                        return Err(Error::trap("a kernel's output without a shape"));
                    };
                    parts.push(Part::Extents(shape.dims3()));
                    args.push(*extra_slot.get(&(j, k)).ok_or_else(|| Error::trap("plan output slot"))?);
                }
                Operand::Step(j) => {
                    let j = j as usize;
                    match (kinds[j], op_of[j]) {
                        (Kind::Array { shape: Some(shape), .. }, _) => {
                            parts.push(Part::Extents(shape.dims3()))
                        }
                        (Kind::Array { shape: None, .. }, Some(o)) => parts.push(Part::OpExtents(o)),
                        _ => return Err(Error::trap("a step result without a shape")),
                    }
                    args.push(step_slot[j]);
                }
                Operand::Scalar(v) => parts.push(Part::Bits(v.bits())),
            }
        }
        let meta = Meta { kernel, parts };
        let meta = *meta_index.entry(meta.clone()).or_insert_with(|| {
            metas.push(meta);
            metas.len() - 1
        });
        let binding = Binding { kernel, meta, output: slot, args, extra };
        let binding = *binding_index.entry(binding.clone()).or_insert_with(|| {
            bindings.push(binding);
            bindings.len() - 1
        });
        run.push(Step {
            index: s,
            kernel,
            binding,
            readers: readers[s],
            returned: returned[s],
            after_op: after_op[s],
        });
        give_back(&mut free, &slots, &step_slot, &extra_slot);
        // Outputs nothing reads are free again after the step (the first of a kernel of
        // several, when only the others are read).
        if last_use[s].is_none() {
            free.entry(bytes).or_default().insert(slot);
        }
        for k in 1..=extras[s].len() {
            if !extra_last.contains_key(&(s, k))
                && let Some(&e) = extra_slot.get(&(s, k))
            {
                free.entry(bytes).or_default().insert(e);
            }
        }
    }
    let outputs = out_values
        .iter()
        .map(|&(value, elem)| {
            let (slot, shape) = match value {
                Value::Input(i) => (input_slots[i], None),
                Value::Step(j) => match kinds[j] {
                    Kind::Array { shape, .. } => (Some(step_slot[j]), shape),
                    Kind::Scalar(_) => (None, None),
                },
                Value::Output(j, k) => match kinds[j] {
                    Kind::Array { shape, .. } => (extra_slot.get(&(j, k)).copied(), shape),
                    Kind::Scalar(_) => (None, None),
                },
            };
            let slot = slot.ok_or_else(|| Error::trap("plan output slot"))?;
            Ok(Output { slot, value, shape, elem })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Plan {
        kernels: used,
        inputs,
        slots,
        input_slots,
        metas,
        bindings,
        groups,
        dropped: n - run.len() - ops.len(),
        steps: run,
        ops,
        outputs,
    })
}

/// The lowest free slot of `bytes` not in `avoid`, taken, or a new one.
fn take_slot(
    free: &mut HashMap<u64, BTreeSet<usize>>,
    slots: &mut Vec<PlanBuffer>,
    bytes: u64,
    avoid: &HashSet<usize>,
) -> usize {
    let reuse = free.get_mut(&bytes).and_then(|f| {
        let slot = f.iter().copied().find(|s| !avoid.contains(s))?;
        f.remove(&slot);
        Some(slot)
    });
    reuse.unwrap_or_else(|| {
        slots.push(PlanBuffer::Shared(bytes));
        slots.len() - 1
    })
}

/// The kind of output `k` (≥ 1) of step `j`, whose outputs after the first are `extras[j]`.
fn extra_kind(extras: &[Vec<Kind>], j: usize, k: u32) -> std::result::Result<Kind, String> {
    let list = &extras[j];
    (k as usize)
        .checked_sub(1)
        .and_then(|i| list.get(i))
        .copied()
        .ok_or_else(|| format!("step {j} has {} outputs; there is no output {k}", list.len() + 1))
}

#[cfg(test)]
mod tests {
    use super::super::tests::kernels;
    use super::*;
    use crate::array::Scalar;
    use crate::kernel::Edge;
    use crate::ops::Op;
    use crate::reduce::ReduceOp;

    fn kernel_step(args: Vec<Operand>) -> StepDesc {
        StepDesc { work: Work::Kernel(0), args }
    }

    fn shape(dims: &[u32]) -> Shape {
        Shape::new(dims).unwrap()
    }

    /// The f32 array input `u` of rank 2.
    fn u() -> Param {
        Param::array("u", Elem::F32, 2, Edge::Zero)
    }

    /// `scale(from, 2)`: kernel 1 of [`kernels`].
    fn scale(from: Operand) -> StepDesc {
        StepDesc { work: Work::Kernel(1), args: vec![from, Operand::Scalar(Scalar::F32(2.0))] }
    }

    fn op_step(op: Op, from: Operand) -> StepDesc {
        StepDesc { work: Work::Op(op), args: vec![from] }
    }

    fn message<T>(r: Result<T>) -> (Option<ErrorKind>, String) {
        let e = r.err().expect("refused");
        (e.kind(), e.message().to_string())
    }

    #[test]
    fn liveness_drops_what_nothing_reads_and_finds_last_uses() {
        // 0 reads the input; 1 reads 0 and is never read; 2 and 3 read 0; 3 is returned.
        let steps = vec![
            kernel_step(vec![Operand::Input(0)]),
            kernel_step(vec![Operand::Step(0)]),
            kernel_step(vec![Operand::Step(0)]),
            kernel_step(vec![Operand::Step(2), Operand::Step(0)]),
        ];
        let live = Liveness::of(&steps, &[(Value::Step(3), Elem::F32)]);
        assert_eq!(live.needed, [true, false, true, true]);
        assert_eq!(live.last_use, [Some(3), None, Some(3), Some(usize::MAX)]);
        // Step 1 does not run, so it is not one of step 0's readers.
        assert_eq!(live.readers, [2, 0, 1, 0]);
        assert_eq!(live.returned, [false, false, false, true]);
        assert!(live.extra_last.is_empty());
        // An output after the first, read by a later step.
        let steps = vec![kernel_step(vec![Operand::Input(0)]), kernel_step(vec![Operand::Output(0, 1)])];
        let live = Liveness::of(&steps, &[(Value::Step(1), Elem::F32)]);
        assert_eq!(live.needed, [true, true]);
        assert_eq!(live.extra_last.get(&(0, 1)), Some(&1));
    }

    #[test]
    fn sizes_and_step_counts_are_checked_by_name() {
        let array = |rank| Param::array("a", Elem::F32, rank, Edge::Zero);
        let steps = vec![kernel_step(vec![Operand::Input(0)])];
        let e = check_sizes(&[array(1)], &steps, &[]).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
        let e = check_sizes(&[array(4)], &steps, &[Operand::Step(0)]).unwrap_err();
        assert!(e.message().contains("input 0 `a` has rank 4"), "{e}");
        let many = vec![Operand::Step(0); MAX_OUTPUTS + 1];
        assert_eq!(check_sizes(&[array(1)], &steps, &many).unwrap_err().kind(), Some(ErrorKind::Quota));
        assert!(check_sizes(&[array(1)], &steps, &[Operand::Step(0)]).is_ok());
        assert_eq!(check_steps(&steps, 0).unwrap_err().kind(), Some(ErrorKind::Quota));
        assert_eq!(check_steps(&[], 4).unwrap_err().kind(), Some(ErrorKind::Invalid));
        // `Output(j, 0)` is step j's result.
        let mut steps = vec![kernel_step(vec![Operand::Output(3, 0), Operand::Output(3, 1)])];
        let mut outputs = vec![Operand::Output(0, 0)];
        first_outputs(&mut steps, &mut outputs);
        assert_eq!(steps[0].args, [Operand::Step(3), Operand::Output(3, 1)]);
        assert_eq!(outputs, [Operand::Step(0)]);
    }

    #[test]
    fn resolve_sized_appends_one_kernel_per_kernel_and_shape() {
        // Sized steps of one kernel and shape share one appended clone; kernel steps stay.
        let mut ks = kernels(8);
        let sized = |dims: &[u32]| StepDesc { work: Work::Sized(1, shape(dims)), args: vec![] };
        let mut steps = vec![sized(&[5, 3]), kernel_step(vec![]), sized(&[5, 3]), sized(&[2, 2])];
        resolve_sized(&mut ks, &mut steps).unwrap();
        let works: Vec<Work> = steps.iter().map(|s| s.work).collect();
        assert_eq!(works, [Work::Kernel(2), Work::Kernel(0), Work::Kernel(2), Work::Kernel(3)]);
        assert_eq!((ks.len(), *ks[2].output(), *ks[3].output()), (4, shape(&[5, 3]), shape(&[2, 2])));
        assert!(ks[2].same_program(&ks[1]) && !ks[2].sized());
        // A step may not name an appended clone, nor size a kernel at another rank.
        let mut steps = vec![sized(&[5, 3]), kernel_step(vec![])];
        steps[1].work = Work::Kernel(2);
        let (kind, m) = message(resolve_sized(&mut kernels(8), &mut steps));
        assert_eq!(
            (kind, m.as_str()),
            (Some(ErrorKind::Invalid), "step 1 names kernel 2; the plan has 2 kernels")
        );
        let (kind, m) = message(resolve_sized(&mut kernels(8), &mut [sized(&[5])]));
        assert_eq!(kind, Some(ErrorKind::Invalid));
        assert!(
            m.starts_with("step 0: output shape [5] has rank 1; kernel `scale` computes a rank-2"),
            "{m}"
        );
    }

    #[test]
    fn types_follow_kernels_and_operations_and_refuse_mismatches() {
        // A kernel step has its kernel's output; an operation's shape is known only from a known one.
        let ks = kernels(8);
        let inputs = [u(), Param::scalar("h", Elem::F32)];
        let sweep = StepDesc {
            work: Work::Kernel(0),
            args: vec![Operand::Input(0), Operand::Input(0), Operand::Input(1)],
        };
        let reduce = Op::Reduce { op: ReduceOp::Sum, axis: Some(0) };
        let scan = Op::Scan { op: ReduceOp::Sum, axis: 1, exclusive: false };
        let steps = [sweep, op_step(reduce, Operand::Step(0)), op_step(scan, Operand::Input(0))];
        let types = Types::check(&ks, &inputs, &steps).unwrap();
        let shown: Vec<String> = types.kinds.iter().map(Kind::to_string).collect();
        assert_eq!(
            shown,
            ["an f32 array of shape [8, 8]", "an f32 array of shape [8]", "a rank-2 f32 array"]
        );
        assert!(types.extras.iter().all(Vec::is_empty));
        // Refused: a scalar for an array parameter, an operation of a scalar, a missing output.
        let refused = |steps: &[StepDesc]| message(Types::check(&ks, &inputs, steps));
        let (kind, m) = refused(&[scale(Operand::Input(1))]);
        assert_eq!(kind, Some(ErrorKind::Invalid));
        assert_eq!(
            m,
            "step 0, argument 0: kernel `scale` parameter `u` (rank-2 f32 array) was given an f32 scalar"
        );
        let (_, m) = refused(&[op_step(reduce, Operand::Input(1))]);
        assert_eq!(m, "step 0: operation `reduce.sum` reads an array, it was given an f32 scalar");
        let (_, m) = refused(&[scale(Operand::Input(0)), scale(Operand::Output(0, 1))]);
        assert_eq!(m, "step 1, argument 0: step 0 has 1 outputs; there is no output 1");
    }

    #[test]
    fn output_values_name_each_output_and_refuse_scalars_and_missing_values() {
        // Inputs, results and other outputs become values with their element types.
        let array = |elem| Kind::Array { elem, rank: 2, shape: None };
        let types = Types {
            kinds: vec![array(Elem::F32), Kind::Scalar(Elem::U32)],
            extras: vec![vec![array(Elem::I32)], vec![]],
        };
        let outputs = [Operand::Step(0), Operand::Input(0), Operand::Output(0, 1)];
        let values = output_values(&[u()], &types, &outputs).unwrap();
        let expected =
            [(Value::Step(0), Elem::F32), (Value::Input(0), Elem::F32), (Value::Output(0, 1), Elem::I32)];
        assert_eq!(values, expected);
        let refused = |o: Operand| message(output_values(&[u()], &types, &[o]));
        assert_eq!(
            refused(Operand::Step(1)),
            (Some(ErrorKind::Invalid), "output 0 is a u32 scalar; a plan returns arrays".into())
        );
        assert_eq!(refused(Operand::Output(0, 2)).1, "output 0: step 0 has 2 outputs; there is no output 2");
        assert_eq!(refused(Operand::Step(2)).1, "output 0: step 2 does not exist; the plan has 2 steps");
        assert_eq!(refused(Operand::Input(1)).1, "output 0: input 1 does not exist");
    }

    #[test]
    fn distinct_kernels_share_a_program_of_one_output_and_skip_dropped_steps() {
        // Kernels count in order of first use by running steps; a clone at the same output shares.
        let mut ks = kernels(8);
        ks.push(ks[1].with_output(shape(&[5, 3])).unwrap());
        ks.push(ks[1].with_output(shape(&[8, 8])).unwrap());
        let at = |k: u32| StepDesc { work: Work::Kernel(k), args: vec![] };
        let steps = [
            at(3),
            at(0),
            at(2),
            at(1),
            op_step(Op::Scan { op: ReduceOp::Max, axis: 0, exclusive: true }, Operand::Step(0)),
        ];
        let (used, kernel_of) = distinct_kernels(&ks, &steps, &[true, false, true, true, true]);
        assert_eq!(kernel_of, [None, Some(0), Some(1), Some(0)]);
        let outs: Vec<Shape> = used.iter().map(|k| *k.output()).collect();
        assert_eq!(outs, [shape(&[8, 8]), shape(&[5, 3])]);
        assert!(used.iter().all(|k| k.name() == "scale"));
    }

    #[test]
    fn grouping_links_pointwise_steps_but_not_across_an_operation() {
        // scale → scale | scan | scale → scale: two groups, the step after the scan starts one.
        let ks = kernels(8);
        let scan = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false };
        let steps = [
            scale(Operand::Input(0)),
            scale(Operand::Step(0)),
            op_step(scan, Operand::Step(1)),
            scale(Operand::Step(2)),
            scale(Operand::Step(3)),
        ];
        let live = Liveness::of(&steps, &[(Value::Step(4), Elem::F32)]);
        let (used, kernel_of) = distinct_kernels(&ks, &steps, &live.needed);
        let g = Grouping::of(&[u()], &steps, &live, &used, &kernel_of).unwrap();
        let group = |first| fusion::Group { first, carried: vec![0], stored: vec![false] };
        assert_eq!(g.groups, fusion::Groups { groups: vec![group(0), group(2)], refused: None });
        assert_eq!(g.member, [None, Some((0, 1)), None, Some((1, 1))]);
        assert_eq!(g.after_op, [false, false, false, true, false]);
        assert_eq!(g.kernel_of, [None, Some(0)]);
        // A running step whose kernel has no program is the host's fault (a trap).
        let (kind, m) = message(Grouping::of(&[u()], &steps, &live, &used, &[None, None]));
        assert_eq!((kind, m.as_str()), (None, "plan kernel map"));
    }

    #[test]
    fn assign_lays_out_slots_blocks_bindings_and_outputs() {
        // scan(u), then scale reading its per-call extents from a per-call slot; step 2 is dropped.
        let (ks, inputs) = (kernels(4), vec![u()]);
        let scan = Op::Scan { op: ReduceOp::Sum, axis: 0, exclusive: false };
        let steps = [op_step(scan, Operand::Input(0)), scale(Operand::Step(0)), scale(Operand::Input(0))];
        let types = Types::check(&ks, &inputs, &steps).unwrap();
        let out_values = output_values(&inputs, &types, &[Operand::Step(1)]).unwrap();
        let live = Liveness::of(&steps, &out_values);
        let (used, kernel_of) = distinct_kernels(&ks, &steps, &live.needed);
        let grouping = Grouping::of(&inputs, &steps, &live, &used, &kernel_of).unwrap();
        let plan = assign(inputs, &steps, &types, &out_values, &live, used, grouping).unwrap();
        assert_eq!(plan.slots, [PlanBuffer::Input(0), PlanBuffer::Sized(0), PlanBuffer::Shared(64)]);
        assert_eq!(plan.input_slots, [Some(0)]);
        let (source, elem) = (Source::Input(0), Elem::F32);
        let op = OpStep { index: 0, op: scan, at: 0, input: 0, elem, source, output: 1, result: None };
        assert_eq!(plan.ops, [op]);
        let parts = vec![Part::Extents([4, 4, 1]), Part::OpExtents(0), Part::Bits(2.0f32.to_bits())];
        assert_eq!(plan.metas, [Meta { kernel: 0, parts }]);
        assert_eq!(plan.bindings, [Binding { kernel: 0, meta: 0, output: 2, args: vec![1], extra: vec![] }]);
        let step = Step { index: 1, kernel: 0, binding: 0, readers: 0, returned: true, after_op: true };
        assert_eq!((plan.steps.as_slice(), plan.dropped), ([step].as_slice(), 1));
        let output = Output { slot: 2, value: Value::Step(1), shape: Some(shape(&[4, 4])), elem: Elem::F32 };
        assert_eq!(plan.outputs, [output]);
    }
}
