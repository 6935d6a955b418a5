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

use crate::array::{Elem, Scalar, Shape};
use crate::error::{Error, Result};
use crate::kernel::{Kernel, Param};
use crate::ops::Op;

mod compile;
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
pub enum PlanBuffer {
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
    pub slots: Vec<PlanBuffer>,
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

impl Plan {
    /// Checks `desc` (with at most `max_steps` steps) and compiles it.
    pub fn compile(desc: PlanDesc, max_steps: u32) -> Result<Plan> {
        let PlanDesc { mut kernels, inputs, mut steps, mut outputs } = desc;
        compile::first_outputs(&mut steps, &mut outputs);
        compile::check_steps(&steps, max_steps)?;
        compile::resolve_sized(&mut kernels, &mut steps)?;
        compile::check_sizes(&inputs, &steps, &outputs)?;
        let types = compile::Types::check(&kernels, &inputs, &steps)?;
        let out_values = compile::output_values(&inputs, &types, &outputs)?;
        let live = compile::Liveness::of(&steps, &out_values);
        let (used, kernel_of) = compile::distinct_kernels(&kernels, &steps, &live.needed);
        let grouping = compile::Grouping::of(&inputs, &steps, &live, &used, &kernel_of)?;
        compile::assign(inputs, &steps, &types, &out_values, &live, used, grouping)
    }

    /// Bytes of the slots whose size the plan fixes (step results).
    pub fn shared_bytes(&self) -> u64 {
        self.slots
            .iter()
            .map(|s| match s {
                PlanBuffer::Shared(b) => *b,
                PlanBuffer::Input(_) | PlanBuffer::Sized(_) => 0,
            })
            .sum()
    }

    /// Each operation step's input and result shapes for a call with input `shapes`, in order.
    pub fn op_shapes(&self, shapes: &[Option<Shape>]) -> Result<Vec<(Shape, Shape)>> {
        let mut out: Vec<(Shape, Shape)> = Vec::with_capacity(self.ops.len());
        for o in &self.ops {
            let input = match o.source {
                Source::Fixed(s) => s,
                Source::Input(i) => {
                    shapes.get(i).copied().flatten().ok_or_else(|| Error::trap("plan input shape"))?
                }
                Source::Op(p) => {
                    out.get(p).map(|r| r.1).ok_or_else(|| Error::trap("plan operation shape"))?
                }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kernel::ParamKind;
    use crate::exec::Tenant;
    use crate::exec::cpu::{CpuExecutor, CpuOptions};
    use crate::guard::{Guard, GuardPolicy};
    use crate::kernel::Edge;
    use crate::kernel::KernelDesc;

    fn array(name: &str, rank: u8) -> Param {
        Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero } }
    }

    fn scalar(name: &str) -> Param {
        Param { name: name.into(), kind: ParamKind::Scalar(Elem::F32) }
    }

    /// `sweep(u, q, h2)` over `n`², and `scale(u, a)` over `n`².
    pub(super) fn kernels(n: u32) -> Vec<Kernel> {
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
        let scale = |work: Work, from: Operand| StepDesc {
            work,
            args: vec![from, Operand::Scalar(Scalar::F32(2.0))],
        };
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
        assert_eq!(
            (shape(0), shape(1), shape(2)),
            (Shape::new(&[5, 3]).unwrap(), Shape::new(&[5, 3]).unwrap(), Shape::new(&[8, 8]).unwrap())
        );
        assert!(plan.kernels[0].same_program(&plan.kernels[1]));
        // Another rank.
        let mut bad = desc.clone();
        bad.steps[1].work = sized(&[5]);
        let e = Plan::compile(bad, 100).unwrap_err();
        assert!(
            e.message().starts_with("step 1: output shape [5] has rank 1; kernel `scale` computes a rank-2"),
            "{e}"
        );
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
        assert_eq!(plan.slots, vec![PlanBuffer::Input(0), PlanBuffer::Input(1), PlanBuffer::Shared(256), PlanBuffer::Shared(256)]);
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
                StepDesc {
                    work: Work::Kernel(1),
                    args: vec![Operand::Input(0), Operand::Scalar(Scalar::F32(2.0))],
                },
                StepDesc {
                    work: Work::Kernel(1),
                    args: vec![Operand::Step(0), Operand::Scalar(Scalar::F32(2.0))],
                },
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
            (
                with(&|d| d.steps[1].work = Work::Kernel(9)),
                Invalid,
                "step 1 names kernel 9; the plan has 2 kernels",
            ),
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
        assert!(
            c.refused.unwrap().contains("steps 2 and 3 (kernel `sweep`): the first's result is also read")
        );
        // Steps of different kernels never link.
        let desc = PlanDesc {
            kernels: kernels(8),
            inputs: vec![array("u", 2)],
            steps: vec![
                StepDesc {
                    work: Work::Kernel(1),
                    args: vec![Operand::Input(0), Operand::Scalar(Scalar::F32(2.0))],
                },
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
        let scale = |from: Operand| StepDesc {
            work: Work::Kernel(1),
            args: vec![from, Operand::Scalar(Scalar::F32(2.0))],
        };
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
        assert_eq!(
            fusion::unstored(&g),
            vec![group(4, vec![0], vec![false]), group(6, vec![0], vec![false])]
        );
        assert_eq!(
            fusion::unstored(&group(0, vec![2, 2], vec![false, false])),
            vec![group(0, vec![2, 2], vec![false, false])]
        );
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
            steps.push(StepDesc {
                work: Work::Kernel(0),
                args: vec![from, Operand::Input(0), Operand::Scalar(Scalar::F32(1.0))],
            });
            steps.push(StepDesc {
                work: Work::Kernel(1),
                args: vec![Operand::Step(2 * p), Operand::Scalar(Scalar::F32(2.0))],
            });
        }
        let plan = Plan::compile(
            PlanDesc {
                kernels: kernels(8),
                inputs: vec![array("u", 2)],
                steps,
                outputs: vec![Operand::Step(7)],
            },
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
        assert_eq!(plan.slots.iter().filter(|s| matches!(s, PlanBuffer::Shared(_))).count(), 3);
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
