//! Plans: a guest's traced multi-step program, checked and compiled into a static layout.
//!
//! [`Plan::compile`] trusts nothing in a [`PlanDesc`]: every kernel index, operand, element
//! type and rank is checked and answered with a named error. It then computes each value's
//! last use, drops steps whose results nothing needs, assigns every step's result a buffer
//! (a *slot*) by static liveness — so `u = sweep(u, q)` repeated N times needs two slots,
//! whatever N is — and deduplicates what a step binds: parameter blocks by their sources, and
//! bindings by (kernel, parameter block, output slot, argument slots). The result says what to
//! make once per plan; `pipeline` makes it on an executor and runs it. No executor, no WIT.
//! The contract is `docs/design/pipeline-compilation.md`.
//!
//! Invariant: a plan never writes what it reads in one step, nor an input. A step's output slot
//! is taken before its arguments' slots are given back, and input slots are never a step's
//! output (which is what lets a run skip the upload of an unchanged argument).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::fmt;

use crate::array::{Elem, Scalar, Shape};
use crate::error::{Error, ErrorKind, Result};
use crate::kernel::{Kernel, MAX_PARAMS, Param, ParamKind};
use crate::ops::Op;

pub mod fusion;

/// A value a step reads or a plan returns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    /// The plan input at this index.
    Input(u32),
    /// The result of the step at this index (an earlier one); of a kernel of several
    /// outputs, its first.
    Step(u32),
    /// Output `k` of the step at index `j` (a kernel of several outputs; `Output(j, 0)` is
    /// `Step(j)`).
    Output(u32, u32),
    /// A constant scalar.
    Scalar(Scalar),
}

/// What a step computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Work {
    /// The kernel at this index into [`PlanDesc::kernels`], one operand per parameter.
    Kernel(u32),
    /// That kernel with an output of this shape (its rank) instead of its declared one: a
    /// kernel sized per call, sized for this step.
    Sized(u32, Shape),
    /// A built-in operation of the step's one operand, an array (see [`crate::ops`]).
    Op(Op),
}

/// One step as the guest traced it.
#[derive(Clone, Debug)]
pub struct StepDesc {
    pub work: Work,
    /// One operand per kernel parameter; one array for an operation.
    pub args: Vec<Operand>,
}

/// A plan as the guest sent it.
#[derive(Clone, Debug)]
pub struct PlanDesc {
    /// The kernels the steps name.
    pub kernels: Vec<Kernel>,
    /// The plan's parameters (arrays with element type and rank, or scalars).
    pub inputs: Vec<Param>,
    /// The steps, in order.
    pub steps: Vec<StepDesc>,
    /// What a call returns: arrays only.
    pub outputs: Vec<Operand>,
}

/// Most outputs a plan may return.
pub const MAX_OUTPUTS: usize = 256;

/// Most operands all the steps of a plan may have together (the host's memory for the plan's
/// parameter blocks grows with them).
pub const MAX_OPERANDS: usize = 1 << 20;

/// A value of the plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// Plan input `i`.
    Input(usize),
    /// The result of (original) step `i` (its first output).
    Step(usize),
    /// Output `k` ≥ 1 of (original) step `j`, a kernel of several outputs.
    Output(usize, usize),
}

/// A buffer the plan owns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Holds array input `i`, sized by each call's argument.
    Input(usize),
    /// Holds step results of this many bytes, one at a time.
    Shared(u64),
    /// Holds the result of operation step `o` (an index into [`Plan::ops`]), whose shape
    /// follows a call's input shapes (a scan of an input).
    Sized(usize),
}

/// Where one part of a step's parameter block comes from (see `kernel::codegen` for the
/// layout: output extents, then per parameter its extents or its bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// Words known when the plan is compiled.
    Extents([u32; 3]),
    /// A constant scalar's bits.
    Bits(u32),
    /// The extents of array input `i`, known at each call.
    InputExtents(usize),
    /// The bits of scalar input `i`, known at each call.
    InputBits(usize),
    /// The result extents of operation step `o` (an index into [`Plan::ops`]), known at each
    /// call.
    OpExtents(usize),
}

/// A distinct parameter block: one buffer per plan.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Meta {
    /// The plan kernel it is for (its size follows from the kernel's parameters).
    pub kernel: usize,
    /// Its parts, in layout order.
    pub parts: Vec<Part>,
}

/// A distinct binding of a kernel to buffers (a bind group on a GPU).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Binding {
    /// The plan kernel.
    pub kernel: usize,
    /// Its parameter block.
    pub meta: usize,
    /// The slot the step writes.
    pub output: usize,
    /// The slots of its array arguments, in parameter order.
    pub args: Vec<usize>,
    /// The slots of its kernel's outputs after the first (bound after the arguments).
    pub extra: Vec<usize>,
}

/// One step that runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The step's index in the guest's plan (for messages).
    pub index: usize,
    /// The plan kernel.
    pub kernel: usize,
    /// Its binding.
    pub binding: usize,
    /// How many operands of running steps read its result.
    pub readers: u32,
    /// Whether a call returns its result.
    pub returned: bool,
    /// Whether an operation step runs between the kernel step before it and this one (no
    /// fused dispatch spans one).
    pub after_op: bool,
}

/// Where the shape of an operation step's input comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The plan fixes it (a kernel step's result, or an operation's of a fixed shape).
    Fixed(Shape),
    /// Array input `i`'s, at each call.
    Input(usize),
    /// The result of operation step `o` (an index into [`Plan::ops`]), at each call.
    Op(usize),
}

/// A step of a built-in operation (see [`crate::ops`]) that runs.
#[derive(Clone, Debug, PartialEq)]
pub struct OpStep {
    /// The step's index in the guest's plan (for messages).
    pub index: usize,
    pub op: Op,
    /// It runs after this many of [`Plan::steps`] (the kernel steps) and before the next.
    pub at: usize,
    /// The slot it reads, its element type and where its shape comes from.
    pub input: usize,
    pub elem: Elem,
    pub source: Source,
    /// The slot it writes; its result's shape where the plan fixes it.
    pub output: usize,
    pub result: Option<Shape>,
}

/// One output of a call: a copy of a slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Output {
    /// The slot to copy from.
    pub slot: usize,
    /// The value it holds.
    pub value: Value,
    /// Its shape, if the plan fixes it (a step's result; an input's comes with the call).
    pub shape: Option<Shape>,
    /// Its element type.
    pub elem: Elem,
}

/// A checked and compiled plan.
#[derive(Debug)]
pub struct Plan {
    /// The distinct kernels the running steps use.
    pub kernels: Vec<Kernel>,
    /// The plan's parameters.
    pub inputs: Vec<Param>,
    /// The buffers the plan owns.
    pub slots: Vec<Slot>,
    /// The slot of each array input that something reads (`None`: unused, or a scalar).
    pub input_slots: Vec<Option<usize>>,
    /// Distinct parameter blocks.
    pub metas: Vec<Meta>,
    /// Distinct bindings.
    pub bindings: Vec<Binding>,
    /// The kernel steps that run, in order.
    pub steps: Vec<Step>,
    /// The operation steps that run, in order (each placed among the kernel steps).
    pub ops: Vec<OpStep>,
    /// What a call returns.
    pub outputs: Vec<Output>,
    /// The pointwise groups of the running steps (`fusion::pointwise`), and why steps that
    /// looked like one did not link. Slots are assigned so that no step of a group writes a
    /// slot an earlier step of its group reads through a binding.
    pub groups: fusion::Groups,
    /// Steps dropped because nothing needs their results (read by the plan's tests and its
    /// fuzz target).
    #[cfg_attr(not(any(test, feature = "testing")), allow(dead_code))]
    pub dropped: usize,
}

/// What a value is.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Array { elem: Elem, rank: u8, shape: Option<Shape> },
    Scalar(Elem),
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Kind::Array { elem, shape: Some(s), .. } => write!(f, "{} array of shape {s}", elem.with_article()),
            Kind::Array { elem, rank, shape: None } => write!(f, "a rank-{rank} {elem} array"),
            Kind::Scalar(e) => write!(f, "{} scalar", e.with_article()),
        }
    }
}

impl Plan {
    /// Checks `desc` (with at most `max_steps` steps) and compiles it.
    pub fn compile(desc: PlanDesc, max_steps: u32) -> Result<Plan> {
        let PlanDesc { mut kernels, inputs, mut steps, mut outputs } = desc;
        // Output 0 of a step is the step's result.
        let first = |o: &mut Operand| {
            if let Operand::Output(j, 0) = *o {
                *o = Operand::Step(j);
            }
        };
        steps.iter_mut().flat_map(|s| s.args.iter_mut()).for_each(first);
        outputs.iter_mut().for_each(first);
        if steps.len() > max_steps as usize {
            return Err(Error::quota(format!(
                "the plan has {} steps; this guest's limit is {max_steps}",
                steps.len()
            )));
        }
        if steps.is_empty() {
            return Err(Error::invalid("the plan has no step"));
        }
        // Steps sized by the guest run a clone of their kernel with that output (one per kernel
        // and shape, after the guest's kernels); a kernel sized per call needs a size.
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
        let input_kind = |i: usize| match inputs[i].kind {
            ParamKind::Array { elem, rank, .. } => Kind::Array { elem, rank, shape: None },
            ParamKind::Scalar(e) => Kind::Scalar(e),
        };

        // Check every step against its kernel's parameters, in order: a step reads inputs and
        // earlier steps only, so the plan is acyclic by construction.
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
                    Operand::Output(j, k) if (j as usize) < s => {
                        extra_kind(&extras, j as usize, k).map_err(|e| format!("step {s}, argument {a}: {e}")).map_err(Error::invalid)?
                    }
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
                    let at = |e: Error| Error::new(e.kind().unwrap_or(ErrorKind::Invalid), format!("step {s}: {}", e.message()));
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
        let mut out_values = Vec::with_capacity(outputs.len());
        for (o, op) in outputs.iter().enumerate() {
            let (value, kind) = match *op {
                Operand::Input(i) if (i as usize) < inputs.len() => {
                    (Value::Input(i as usize), input_kind(i as usize))
                }
                Operand::Step(j) if (j as usize) < steps.len() => {
                    (Value::Step(j as usize), kinds[j as usize])
                }
                Operand::Output(j, k) if (j as usize) < steps.len() => (
                    Value::Output(j as usize, k as usize),
                    extra_kind(&extras, j as usize, k).map_err(|e| Error::invalid(format!("output {o}: {e}")))?,
                ),
                Operand::Input(i) => {
                    return Err(Error::invalid(format!("output {o}: input {i} does not exist")));
                }
                Operand::Step(j) | Operand::Output(j, _) => {
                    return Err(Error::invalid(format!(
                        "output {o}: step {j} does not exist; the plan has {} steps",
                        steps.len()
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

        // Liveness: walk back from the outputs; a step runs only if something needs it. The
        // last use of a step's result is the last running step that reads it (outputs live to
        // the end).
        let n = steps.len();
        let mut needed = vec![false; n];
        for (v, _) in &out_values {
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
        for (v, _) in &out_values {
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
        for (v, _) in &out_values {
            if let Value::Step(j) = v {
                returned[*j] = true;
            }
        }

        // Kernels: the distinct programs the running steps use.
        let mut used: Vec<Kernel> = Vec::new();
        let mut kernel_of = vec![None::<usize>; kernels.len()];
        for s in (0..n).filter(|&s| needed[s]) {
            let Work::Kernel(k) = steps[s].work else { continue };
            let k = k as usize;
            if kernel_of[k].is_none() {
                // A kernel sized for a step shares its program but not its output.
                let same = used
                    .iter()
                    .position(|u| u.same_program(&kernels[k]) && u.output() == kernels[k].output());
                kernel_of[k] = Some(same.unwrap_or_else(|| {
                    used.push(kernels[k].clone());
                    used.len() - 1
                }));
            }
        }

        // Pointwise groups (step fusion may run each as one dispatch that writes only its last
        // step's result): over the running steps, values named by the step computing them.
        // Operation steps are none of them: their results read like inputs, and no group spans
        // one (`after_op`).
        let is_kernel = |s: usize| matches!(steps[s].work, Work::Kernel(_));
        let running: Vec<usize> = (0..n).filter(|&s| needed[s] && is_kernel(s)).collect();
        let mut running_of = vec![None::<usize>; n];
        for (r, &s) in running.iter().enumerate() {
            running_of[s] = Some(r);
        }
        let kernel_index = |s: usize| -> Result<usize> {
            match steps[s].work {
                Work::Kernel(k) => kernel_of[k as usize].ok_or_else(|| Error::trap("plan kernel map")),
                Work::Op(_) | Work::Sized(..) => Err(Error::trap("an operation step as a kernel step")),
            }
        };
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
                        Operand::Input(i) if matches!(inputs[i as usize].kind, ParamKind::Array { .. }) => Some(None),
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

        // Slots: one per array input something reads; step results share slots of equal size,
        // taken when the step runs and given back after its result's last use. A step's result
        // never shares a slot with its own arguments (they are given back after it), nor, in a
        // pointwise group, with what an earlier step of the group reads through a binding.
        let mut slots: Vec<Slot> = Vec::new();
        let mut input_slots = vec![None::<usize>; inputs.len()];
        let mut input_read = vec![false; inputs.len()];
        for s in (0..n).filter(|&s| needed[s]) {
            for arg in &steps[s].args {
                if let Operand::Input(i) = *arg {
                    input_read[i as usize] = true;
                }
            }
        }
        for (v, _) in &out_values {
            if let Value::Input(i) = v {
                input_read[*i] = true;
            }
        }
        for (i, p) in inputs.iter().enumerate() {
            if input_read[i] && matches!(p.kind, ParamKind::Array { .. }) {
                slots.push(Slot::Input(i));
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
                             slots: &[Slot],
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
                        if let Slot::Shared(b) = slots[slot] {
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
                        let Some(Kind::Array { elem, shape: Some(shape), .. }) = extras[j].get(k - 1).copied() else {
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
                        slots.push(Slot::Sized(ops.len()));
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
                    avoid.extend(fusion::binding_reads(&used[step.kernel], &bindings[step.binding].args, carried));
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
                            (Kind::Array { shape: Some(shape), .. }, _) => parts.push(Part::Extents(shape.dims3())),
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

    /// Bytes of the slots whose size the plan fixes (step results).
    pub fn shared_bytes(&self) -> u64 {
        self.slots
            .iter()
            .map(|s| match s {
                Slot::Shared(b) => *b,
                Slot::Input(_) | Slot::Sized(_) => 0,
            })
            .sum()
    }

    /// Each operation step's input and result shapes for a call with input `shapes`, in order.
    pub fn op_shapes(&self, shapes: &[Option<Shape>]) -> Result<Vec<(Shape, Shape)>> {
        let mut out: Vec<(Shape, Shape)> = Vec::with_capacity(self.ops.len());
        for o in &self.ops {
            let input = match o.source {
                Source::Fixed(s) => s,
                Source::Input(i) => shapes.get(i).copied().flatten().ok_or_else(|| Error::trap("plan input shape"))?,
                Source::Op(p) => out.get(p).map(|r| r.1).ok_or_else(|| Error::trap("plan operation shape"))?,
            };
            let result = o.op.result_shape(&input)?;
            out.push((input, result));
        }
        Ok(out)
    }

    /// The operation step (an index into [`Plan::ops`]) computing the guest's step `step`.
    pub fn op_of(&self, step: usize) -> Option<usize> {
        self.ops.iter().position(|o| o.index == step)
    }

    /// The words of parameter block `meta`, given the call's input shapes and scalars and its
    /// operation steps' result shapes.
    pub fn meta_words(
        &self,
        meta: usize,
        shapes: &[Option<Shape>],
        scalars: &[Option<Scalar>],
        results: &[Shape],
    ) -> Result<Vec<u32>> {
        let mut words = Vec::new();
        for part in &self.metas[meta].parts {
            match *part {
                Part::Extents(d) => words.extend(d),
                Part::Bits(b) => words.push(b),
                Part::InputExtents(i) => words.extend(
                    shapes.get(i).copied().flatten().ok_or_else(|| Error::trap("plan input shape"))?.dims3(),
                ),
                Part::InputBits(i) => words.push(
                    scalars.get(i).copied().flatten().ok_or_else(|| Error::trap("plan input scalar"))?.bits(),
                ),
                Part::OpExtents(o) => {
                    words.extend(results.get(o).ok_or_else(|| Error::trap("plan operation shape"))?.dims3())
                }
            }
        }
        Ok(words)
    }
}

/// The lowest free slot of `bytes` not in `avoid`, taken, or a new one.
fn take_slot(
    free: &mut HashMap<u64, BTreeSet<usize>>,
    slots: &mut Vec<Slot>,
    bytes: u64,
    avoid: &HashSet<usize>,
) -> usize {
    let reuse = free.get_mut(&bytes).and_then(|f| {
        let slot = f.iter().copied().find(|s| !avoid.contains(s))?;
        f.remove(&slot);
        Some(slot)
    });
    reuse.unwrap_or_else(|| {
        slots.push(Slot::Shared(bytes));
        slots.len() - 1
    })
}

/// The kind of output `k` (≥ 1) of step `j`, whose outputs after the first are `extras[j]`.
fn extra_kind(extras: &[Vec<Kind>], j: usize, k: u32) -> std::result::Result<Kind, String> {
    let list = &extras[j];
    (k as usize).checked_sub(1).and_then(|i| list.get(i)).copied().ok_or_else(|| {
        format!("step {j} has {} outputs; there is no output {k}", list.len() + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::Edge;
    use crate::exec::Tenant;
    use crate::exec::cpu::{CpuExecutor, CpuOptions};
    use crate::guard::{Guard, GuardPolicy};
    use crate::kernel::KernelDesc;

    fn array(name: &str, rank: u8) -> Param {
        Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero } }
    }

    fn scalar(name: &str) -> Param {
        Param { name: name.into(), kind: ParamKind::Scalar(Elem::F32) }
    }

    /// `sweep(u, q, h2)` over `n`², and `scale(u, a)` over `n`².
    fn kernels(n: u32) -> Vec<Kernel> {
        let exec = CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).unwrap();
        let guard = Guard::new(GuardPolicy::default());
        let make = |name: &str, source: &str, params: Vec<Param>| {
            Kernel::create(
                &exec,
                &Tenant::shared(),
                &guard,
                &KernelDesc {
                    name: name.into(),
                    source: source.into(),
                    params,
                    output: vec![n, n],
                    output_elem: Elem::F32,
                    constants: vec![],
                    outputs: Vec::new(),
                },
            )
            .unwrap()
        };
        vec![
            make(
                "sweep",
                "fn kernel(x: u32, y: u32) -> f32 { return 0.25 * (u(x - 1u, y) + u(x + 1u, y) - h2 * q(x, y)); }",
                vec![array("u", 2), array("q", 2), scalar("h2")],
            ),
            make(
                "scale",
                "fn kernel(x: u32, y: u32) -> f32 { return a * u(x, y); }",
                vec![array("u", 2), scalar("a")],
            ),
        ]
    }

    fn jacobi(kernels: Vec<Kernel>, sweeps: u32) -> PlanDesc {
        let mut steps = Vec::new();
        for s in 0..sweeps {
            let u = if s == 0 { Operand::Input(0) } else { Operand::Step(s - 1) };
            steps.push(StepDesc {
                work: Work::Kernel(0),
                args: vec![u, Operand::Input(1), Operand::Scalar(Scalar::F32(0.5))],
            });
        }
        PlanDesc {
            kernels,
            inputs: vec![array("u", 2), array("q", 2)],
            steps,
            outputs: vec![Operand::Step(sweeps - 1)],
        }
    }

    /// A step sized by the guest runs its kernel at that shape (one plan kernel per kernel and
    /// shape, sharing the program); a kernel sized per call in a step without a size, or a
    /// size of another rank, is `invalid` naming the step.
    #[test]
    fn sized_steps_have_their_own_shapes() {
        let ks = kernels(8);
        let sized = |s: &[u32]| Work::Sized(1, Shape::new(s).unwrap());
        let scale = |work: Work, from: Operand| StepDesc { work, args: vec![from, Operand::Scalar(Scalar::F32(2.0))] };
        let desc = PlanDesc {
            kernels: ks.clone(),
            inputs: vec![array("u", 2)],
            steps: vec![
                scale(sized(&[5, 3]), Operand::Input(0)),
                scale(sized(&[5, 3]), Operand::Step(0)),
                scale(Work::Kernel(1), Operand::Step(1)),
            ],
            outputs: vec![Operand::Step(2)],
        };
        let plan = Plan::compile(desc.clone(), 100).unwrap();
        assert_eq!(plan.kernels.len(), 2, "scale at [5, 3] once, and at its declared [8, 8]");
        let shape = |s: usize| *plan.kernels[plan.steps[s].kernel].output();
        assert_eq!((shape(0), shape(1), shape(2)), (Shape::new(&[5, 3]).unwrap(), Shape::new(&[5, 3]).unwrap(), Shape::new(&[8, 8]).unwrap()));
        assert!(plan.kernels[0].same_program(&plan.kernels[1]));
        // Another rank.
        let mut bad = desc.clone();
        bad.steps[1].work = sized(&[5]);
        let e = Plan::compile(bad, 100).unwrap_err();
        assert!(e.message().starts_with("step 1: output shape [5] has rank 1; kernel `scale` computes a rank-2"), "{e}");
        // A kernel sized per call, unsized in a step.
        let exec = CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).unwrap();
        let per_call = Kernel::create(
            &exec,
            &Tenant::shared(),
            &Guard::new(GuardPolicy::default()),
            &KernelDesc {
                name: "mean".into(),
                source: "fn kernel(x: u32, y: u32) -> f32 { return a * u(x, y); }".into(),
                params: vec![array("u", 2), scalar("a")],
                output: vec![0, 0],
                output_elem: Elem::F32,
                constants: vec![],
                outputs: Vec::new(),
            },
        )
        .unwrap();
        assert!(per_call.sized());
        let mut bare = desc;
        bare.kernels[1] = per_call;
        let e = Plan::compile(bare, 100).unwrap_err();
        assert!(e.message().starts_with("step 2: kernel `mean` is sized per call"), "{e}");
    }

    #[test]
    fn ping_pong_is_two_buffers_and_one_kernel() {
        let plan = Plan::compile(jacobi(kernels(8), 512), 16384).unwrap();
        assert_eq!(plan.kernels.len(), 1);
        assert_eq!(plan.steps.len(), 512);
        assert_eq!(plan.slots, vec![Slot::Input(0), Slot::Input(1), Slot::Shared(256), Slot::Shared(256)]);
        // Step 0 reads input u; then the two shared slots alternate.
        let b = |s: usize| &plan.bindings[plan.steps[s].binding];
        assert_eq!((b(0).output, b(0).args.clone()), (2, vec![0, 1]));
        assert_eq!((b(1).output, b(1).args.clone()), (3, vec![2, 1]));
        assert_eq!((b(2).output, b(2).args.clone()), (2, vec![3, 1]));
        assert_eq!(plan.bindings.len(), 3, "first sweep, odd sweeps, even sweeps");
        assert_eq!(plan.metas.len(), 2, "the first sweep reads the input's extents");
        assert_eq!(plan.outputs[0].slot, b(511).output);
    }

    #[test]
    fn liveness_keeps_values_until_their_last_use() {
        // a = scale(u0); b = scale(a); c = sweep(b, a); sweep(c, u0): `a` lives until step 2,
        // so three slots.
        let desc = PlanDesc {
            kernels: kernels(4),
            inputs: vec![array("u", 2)],
            steps: vec![
                StepDesc { work: Work::Kernel(1), args: vec![Operand::Input(0), Operand::Scalar(Scalar::F32(2.0))] },
                StepDesc { work: Work::Kernel(1), args: vec![Operand::Step(0), Operand::Scalar(Scalar::F32(2.0))] },
                StepDesc {
                    work: Work::Kernel(0),
                    args: vec![Operand::Step(1), Operand::Step(0), Operand::Scalar(Scalar::F32(1.0))],
                },
                StepDesc {
                    work: Work::Kernel(0),
                    args: vec![Operand::Step(2), Operand::Input(0), Operand::Scalar(Scalar::F32(1.0))],
                },
            ],
            outputs: vec![Operand::Step(3), Operand::Step(1)],
        };
        let plan = Plan::compile(desc, 100).unwrap();
        let outs: Vec<usize> = plan.steps.iter().map(|s| plan.bindings[s.binding].output).collect();
        assert_eq!(plan.kernels.len(), 2);
        // Step 1 is an output: its slot is never reused; step 0 dies at step 2, so step 3
        // takes step 0's slot.
        assert_eq!(outs, vec![1, 2, 3, 1]);
        assert_eq!(plan.slots.len(), 4);
        assert_eq!(plan.outputs.iter().map(|o| o.slot).collect::<Vec<_>>(), vec![1, 2]);
    }

    #[test]
    fn steps_nothing_needs_are_dropped() {
        let mut desc = jacobi(kernels(4), 4);
        desc.outputs = vec![Operand::Step(1)];
        let plan = Plan::compile(desc, 100).unwrap();
        assert_eq!((plan.steps.len(), plan.dropped), (2, 2));
    }

    fn refused(desc: PlanDesc, max: u32) -> (crate::ErrorKind, String) {
        let e = Plan::compile(desc, max).unwrap_err();
        (e.kind().unwrap(), e.message().to_string())
    }

    #[test]
    fn hostile_plans_are_refused_by_name() {
        use crate::ErrorKind::{Invalid, Quota};
        let ks = kernels(4);
        let base = || jacobi(ks.clone(), 3);
        let with = |f: &dyn Fn(&mut PlanDesc)| {
            let mut d = base();
            f(&mut d);
            d
        };
        let cases: Vec<(PlanDesc, crate::ErrorKind, &str)> = vec![
            (with(&|d| d.steps[1].work = Work::Kernel(9)), Invalid, "step 1 names kernel 9; the plan has 2 kernels"),
            (
                with(&|d| d.steps[2].args[0] = Operand::Step(2)),
                Invalid,
                "reads step 2, which is not computed before it",
            ),
            (with(&|d| d.steps[0].args[0] = Operand::Step(7)), Invalid, "reads step 7"),
            (with(&|d| d.steps[0].args[0] = Operand::Input(5)), Invalid, "input 5 does not exist"),
            (
                with(&|d| d.steps[0].args.pop().map(|_| ()).unwrap_or(())),
                Invalid,
                "takes 3 arguments, the step gives 2",
            ),
            (
                with(&|d| d.steps[0].args[2] = Operand::Scalar(Scalar::U32(1))),
                Invalid,
                "was given a u32 scalar",
            ),
            (
                with(&|d| d.steps[1].args[0] = Operand::Scalar(Scalar::F32(1.0))),
                Invalid,
                "was given an f32 scalar",
            ),
            (with(&|d| d.inputs[1] = array("q", 1)), Invalid, "was given a rank-1 f32 array"),
            (with(&|d| d.inputs[1] = array("q", 0)), Invalid, "has rank 0"),
            (with(&|d| d.outputs = vec![Operand::Scalar(Scalar::F32(1.0))]), Invalid, "output 0 is a scalar"),
            (with(&|d| d.outputs = vec![Operand::Step(3)]), Invalid, "output 0: step 3 does not exist"),
            (with(&|d| d.outputs.clear()), Invalid, "returns nothing"),
            (with(&|d| d.steps.clear()), Invalid, "the plan has no step"),
            (with(&|d| d.outputs = vec![Operand::Step(0); 300]), Quota, "returns 300 outputs"),
        ];
        for (desc, kind, text) in cases {
            let (k, m) = refused(desc, 100);
            assert_eq!(k, kind, "{m}");
            assert!(m.contains(text), "{m:?} lacks {text:?}");
        }
        let (k, m) = refused(jacobi(ks.clone(), 101), 100);
        assert_eq!(k, Quota);
        assert!(m.contains("101 steps; this guest's limit is 100"), "{m}");
        // A scalar input used as an output.
        let mut d = base();
        d.inputs.push(scalar("s"));
        d.outputs = vec![Operand::Input(2)];
        assert!(refused(d, 100).1.contains("output 0 is an f32 scalar"));
    }

    #[test]
    fn chains_link_steps_that_only_the_next_step_reads() {
        use fusion::{Chain, chains};
        let square = Shape::new(&[8, 8]).ok();
        let plan = Plan::compile(jacobi(kernels(8), 6), 100).unwrap();
        let c = chains(&plan, &[square, square]);
        assert_eq!(c.chains, vec![Chain { first: 0, len: 6, carried: 0, radius: [1, 0, 0] }]);
        assert_eq!(c.refused, None);
        // An input of another shape than the output: the first step cannot read it from a tile.
        let c = chains(&plan, &[Shape::new(&[4, 8]).ok(), square]);
        assert_eq!(c.chains, vec![Chain { first: 1, len: 5, carried: 0, radius: [1, 0, 0] }]);
        assert!(c.refused.unwrap().contains("steps 0 and 1 (kernel `sweep`): the carried array's shape"));
        // A result the plan also returns breaks the chain there.
        let mut desc = jacobi(kernels(8), 6);
        desc.outputs.push(Operand::Step(2));
        let plan = Plan::compile(desc, 100).unwrap();
        let c = chains(&plan, &[square, square]);
        let starts: Vec<(usize, usize)> = c.chains.iter().map(|c| (c.first, c.len)).collect();
        assert_eq!(starts, vec![(0, 3), (3, 3)]);
        assert!(c.refused.unwrap().contains("steps 2 and 3 (kernel `sweep`): the first's result is also read"));
        // Steps of different kernels never link.
        let desc = PlanDesc {
            kernels: kernels(8),
            inputs: vec![array("u", 2)],
            steps: vec![
                StepDesc { work: Work::Kernel(1), args: vec![Operand::Input(0), Operand::Scalar(Scalar::F32(2.0))] },
                StepDesc {
                    work: Work::Kernel(0),
                    args: vec![Operand::Step(0), Operand::Input(0), Operand::Scalar(Scalar::F32(1.0))],
                },
            ],
            outputs: vec![Operand::Step(1)],
        };
        let c = chains(&Plan::compile(desc, 100).unwrap(), &[square]);
        assert_eq!(c, fusion::Chains::default());
    }

    #[test]
    fn pointwise_groups_link_steps_that_read_only_their_own_element() {
        use fusion::{Group, fit};
        let scale = |from: Operand| StepDesc { work: Work::Kernel(1), args: vec![from, Operand::Scalar(Scalar::F32(2.0))] };
        let sweep = |from: Operand| StepDesc {
            work: Work::Kernel(0),
            args: vec![from, Operand::Input(0), Operand::Scalar(Scalar::F32(1.0))],
        };
        let desc = |steps: Vec<StepDesc>, outputs: Vec<Operand>| PlanDesc {
            kernels: kernels(8),
            inputs: vec![array("u", 2)],
            steps,
            outputs,
        };
        // sweep → scale → scale → sweep → scale: `scale` reads `u` at its own element, `sweep`
        // at a radius.
        let steps = vec![
            sweep(Operand::Input(0)),
            scale(Operand::Step(0)),
            scale(Operand::Step(1)),
            sweep(Operand::Step(2)),
            scale(Operand::Step(3)),
        ];
        let plan = Plan::compile(desc(steps.clone(), vec![Operand::Step(4)]), 100).unwrap();
        let groups = plan.groups.groups.clone();
        let group = |first, carried: Vec<usize>, stored: Vec<bool>| Group { first, carried, stored };
        assert_eq!(groups, vec![group(0, vec![0, 0], vec![false, false]), group(3, vec![0], vec![false])]);
        assert_eq!(plan.groups.refused, None);
        // Bindings: sweep binds 2 arrays and a scale after it none (its one array is the
        // carried one). A part that starts at the first scale binds 1 array, the sweep's result,
        // whose slot the second scale's result takes (the plan keeps only whole groups clear):
        // it does not run merged either.
        assert_eq!(fit(&plan, &groups[0], 2), vec![groups[0].clone()]);
        assert_eq!(fit(&plan, &groups[0], 1), vec![]);
        assert_eq!(fit(&plan, &groups[1], 1), vec![]);
        // A result the plan returns is stored: the merged program writes it too (a binding
        // more), and no step of the group reads what it writes.
        let plan = Plan::compile(desc(steps, vec![Operand::Step(4), Operand::Step(1)]), 100).unwrap();
        let groups = plan.groups.groups.clone();
        assert_eq!(groups, vec![group(0, vec![0, 0], vec![false, true]), group(3, vec![0], vec![false])]);
        assert_eq!(fit(&plan, &groups[0], 3), vec![groups[0].clone()]);
        assert_eq!(fit(&plan, &groups[0], 2), vec![group(0, vec![0], vec![false])]);
        // The dispatch reads the sweep's arguments (the scales read only what they carry).
        let stored = plan.bindings[plan.steps[1].binding].output;
        assert!(!plan.bindings[plan.steps[0].binding].args.contains(&stored), "{plan:?}");
        // A step that reads an earlier step of its group other than through the link ends the
        // group before it (the merged dispatch would read what it stores).
        let steps = vec![
            scale(Operand::Input(0)),
            scale(Operand::Step(0)),
            StepDesc {
                work: Work::Kernel(0),
                args: vec![Operand::Step(0), Operand::Step(1), Operand::Scalar(Scalar::F32(1.0))],
            },
        ];
        let plan = Plan::compile(desc(steps, vec![Operand::Step(2)]), 100).unwrap();
        assert_eq!(plan.groups.groups, vec![group(0, vec![0], vec![true])]);
        // Without stores (the host's CPU): cut after each stored step, one-step parts dropped.
        assert_eq!(fusion::unstored(&plan.groups.groups[0]), vec![]);
        let g = group(4, vec![0, 1, 0, 0], vec![false, true, false, true]);
        assert_eq!(fusion::unstored(&g), vec![group(4, vec![0], vec![false]), group(6, vec![0], vec![false])]);
        assert_eq!(fusion::unstored(&group(0, vec![2, 2], vec![false, false])), vec![group(0, vec![2, 2], vec![false, false])]);
    }

    /// A group writes only its last step's result, in one dispatch: that slot must be none the
    /// group reads. In a ping-pong of (sweep, scale) pairs the scale's result would take the
    /// slot its sweep read; the plan gives it another.
    #[test]
    fn a_group_never_writes_what_it_reads() {
        use fusion::fit;
        let mut steps = Vec::new();
        for p in 0..4u32 {
            let from = if p == 0 { Operand::Input(0) } else { Operand::Step(2 * p - 1) };
            steps.push(StepDesc { work: Work::Kernel(0), args: vec![from, Operand::Input(0), Operand::Scalar(Scalar::F32(1.0))] });
            steps.push(StepDesc { work: Work::Kernel(1), args: vec![Operand::Step(2 * p), Operand::Scalar(Scalar::F32(2.0))] });
        }
        let plan = Plan::compile(
            PlanDesc { kernels: kernels(8), inputs: vec![array("u", 2)], steps, outputs: vec![Operand::Step(7)] },
            100,
        )
        .unwrap();
        assert_eq!(plan.groups.groups.len(), 4);
        for g in &plan.groups.groups {
            let (a, b) = (&plan.steps[g.first], &plan.steps[g.first + 1]);
            let written = plan.bindings[b.binding].output;
            assert!(!plan.bindings[a.binding].args.contains(&written), "{plan:?}");
            assert_eq!(fit(&plan, g, 8), vec![g.clone()]);
        }
        // Three slots cycle instead of two.
        assert_eq!(plan.slots.iter().filter(|s| matches!(s, Slot::Shared(_))).count(), 3);
    }

    #[test]
    fn meta_words_follow_the_call() {
        let plan = Plan::compile(jacobi(kernels(4), 2), 100).unwrap();
        let shape = Shape::new(&[3, 5]).unwrap();
        let words = plan.meta_words(0, &[Some(shape), Some(shape)], &[None, None], &[]).unwrap();
        assert_eq!(words, vec![4, 4, 1, 3, 5, 1, 3, 5, 1, 0.5f32.to_bits()]);
        let words = plan.meta_words(1, &[Some(shape), Some(shape)], &[None, None], &[]).unwrap();
        assert_eq!(words, vec![4, 4, 1, 4, 4, 1, 3, 5, 1, 0.5f32.to_bits()]);
    }
}
