//! The `plan` target's input type, kernel pool and checks.

use std::collections::HashMap;

use arbitrary::Arbitrary;
use wasm_host::array::{Elem, Scalar, Shape};
use wasm_host::exec::Tenant;
use wasm_host::exec::cpu::{CpuExecutor, CpuOptions};
use wasm_host::guard::{Guard, GuardPolicy};
use wasm_host::kernel::{Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host::ops::Op;
use wasm_host::plan::{Operand, Plan, PlanDesc, PlanBuffer, StepDesc, Value, Work};
use wasm_host::reduce::ReduceOp;

/// An element type.
#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum AElem {
    F32,
    I32,
    U32,
}

impl From<AElem> for Elem {
    fn from(e: AElem) -> Elem {
        match e {
            AElem::F32 => Elem::F32,
            AElem::I32 => Elem::I32,
            AElem::U32 => Elem::U32,
        }
    }
}

/// A plan input.
#[derive(Arbitrary, Clone, Debug)]
pub enum AParam {
    Array {
        name: u8,
        elem: AElem,
        rank: u8,
    },
    Scalar {
        name: u8,
        elem: AElem,
    },
    /// Any name (most are refused).
    Named {
        name: String,
        array: bool,
        elem: AElem,
        rank: u8,
    },
}

const NAMES: &[&str] = &["u", "q", "a", "h2", "b", "x", "in0", "in1"];

impl From<&AParam> for Param {
    fn from(p: &AParam) -> Param {
        let name = |n: u8| NAMES[n as usize % NAMES.len()].to_string();
        match p {
            AParam::Array { name: n, elem, rank } => Param {
                name: name(*n),
                kind: ParamKind::Array { elem: (*elem).into(), rank: *rank % 5, edge: Edge::Zero },
            },
            AParam::Scalar { name: n, elem } => {
                Param { name: name(*n), kind: ParamKind::Scalar((*elem).into()) }
            }
            AParam::Named { name, array, elem, rank } => Param {
                name: name.clone(),
                kind: if *array {
                    ParamKind::Array { elem: (*elem).into(), rank: *rank, edge: Edge::Zero }
                } else {
                    ParamKind::Scalar((*elem).into())
                },
            },
        }
    }
}

/// An operand, mostly small indices.
#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum AOperand {
    Input(u8),
    /// The result of the step `1 + k` before this one (a plain input where there is none).
    Back(u8),
    Step(u8),
    FarStep(u16),
    F32(f32),
    I32(i32),
    U32(u32),
    Raw(bool, u32),
    /// Output `k` of step `j` (a kernel of several outputs has 2 here).
    Output(u8, u8),
}

impl AOperand {
    /// The operand at step `at` (`Back` is relative to it).
    pub fn at(self, at: u32) -> Operand {
        match self {
            AOperand::Back(k) => match at.checked_sub(1 + u32::from(k)) {
                Some(j) => Operand::Step(j),
                None => Operand::Input(u32::from(k) % 4),
            },
            other => other.into(),
        }
    }
}

impl From<AOperand> for Operand {
    fn from(o: AOperand) -> Operand {
        match o {
            AOperand::Input(i) => Operand::Input(u32::from(i)),
            AOperand::Back(k) => Operand::Step(u32::from(k)),
            AOperand::Step(i) => Operand::Step(u32::from(i)),
            AOperand::FarStep(i) => Operand::Step(u32::from(i)),
            AOperand::F32(v) => Operand::Scalar(Scalar::F32(v)),
            AOperand::I32(v) => Operand::Scalar(Scalar::I32(v)),
            AOperand::U32(v) => Operand::Scalar(Scalar::U32(v)),
            AOperand::Raw(true, i) => Operand::Input(i),
            AOperand::Raw(false, i) => Operand::Step(i),
            AOperand::Output(j, k) => Operand::Output(u32::from(j), u32::from(k % 4)),
        }
    }
}

/// A built-in operation (`ops::Op`), its settings from small numbers.
#[derive(Arbitrary, Clone, Copy, Debug)]
pub enum AOp {
    Reduce { op: u8, axis: Option<u8> },
    Scan { op: u8, axis: u8, exclusive: bool },
    Histogram { bins: u16, lo: f32, hi: f32 },
}

impl From<AOp> for Op {
    fn from(a: AOp) -> Op {
        let op = |o: u8| [ReduceOp::Sum, ReduceOp::Min, ReduceOp::Max, ReduceOp::Product][usize::from(o % 4)];
        match a {
            AOp::Reduce { op: o, axis } => Op::Reduce { op: op(o), axis: axis.map(|a| u32::from(a % 4)) },
            AOp::Scan { op: o, axis, exclusive } => {
                Op::Scan { op: op(o), axis: u32::from(axis % 4), exclusive }
            }
            AOp::Histogram { bins, lo, hi } => {
                Op::Histogram { bins: u32::from(bins), lo: Scalar::F32(lo), hi: Scalar::F32(hi) }
            }
        }
    }
}

/// A step: a kernel of the pool, or an operation (then `kernel` is ignored); a kernel step
/// with `size` runs sized (`Work::Sized`): extents 1..=32, the rank from the first number.
#[derive(Arbitrary, Clone, Debug)]
pub struct AStep {
    pub kernel: u8,
    pub op: Option<AOp>,
    pub args: Vec<AOperand>,
    pub size: Option<[u8; 4]>,
}

/// A plan description, plus a step limit.
#[derive(Arbitrary, Clone, Debug)]
pub struct APlan {
    /// Indices into the kernel pool.
    pub kernels: Vec<u8>,
    pub inputs: Vec<AParam>,
    pub steps: Vec<AStep>,
    /// A loop: `repeat` more copies of the steps, each copy's `Step` operands shifted by the
    /// number of steps (long ping-pong chains from few bytes).
    pub repeat: u8,
    pub outputs: Vec<AOperand>,
    /// The step limit: 16384 (the default quota) when the top bit is clear, else the rest.
    pub max_steps: u16,
}

fn kernel_descs() -> Vec<KernelDesc> {
    let array = |name: &str, elem: Elem, rank: u8| Param {
        name: name.into(),
        kind: ParamKind::Array { elem, rank, edge: Edge::Zero },
    };
    let scalar = |name: &str, elem: Elem| Param { name: name.into(), kind: ParamKind::Scalar(elem) };
    let k = |name: &str, source: &str, params: Vec<Param>, output: Vec<u32>, output_elem: Elem| KernelDesc {
        name: name.into(),
        source: source.into(),
        params,
        output,
        output_elem,
        constants: vec![],
        outputs: Vec::new(),
    };
    use Elem::*;
    vec![
        k(
            "sweep",
            "fn kernel(x: u32, y: u32) -> f32 { return 0.25 * (u(x - 1u, y) + u(x + 1u, y) - h2 * q(x, y)); }",
            vec![array("u", F32, 2), array("q", F32, 2), scalar("h2", F32)],
            vec![8, 8],
            F32,
        ),
        k(
            "scale",
            "fn kernel(x: u32, y: u32) -> f32 { return a * u(x, y); }",
            vec![array("u", F32, 2), scalar("a", F32)],
            vec![8, 8],
            F32,
        ),
        k("fill", "fn kernel(x: u32) -> f32 { return f32(x); }", vec![], vec![16], F32),
        k(
            "add1",
            "fn kernel(x: u32) -> i32 { return a(x) + b(x) + c; }",
            vec![array("a", I32, 1), array("b", I32, 1), scalar("c", I32)],
            vec![16],
            I32,
        ),
        k("wide", "fn kernel(x: u32) -> i32 { return a(x); }", vec![array("a", I32, 1)], vec![1024], I32),
        k(
            "cube",
            "fn kernel(x: u32, y: u32, z: u32) -> u32 { return v(x, y, z) ^ s; }",
            vec![array("v", U32, 3), scalar("s", U32)],
            vec![4, 4, 4],
            U32,
        ),
        k(
            "cast",
            "fn kernel(x: u32, y: u32) -> u32 { return u32(u(x, y)) + n; }",
            vec![array("u", F32, 2), scalar("n", U32)],
            vec![8, 8],
            U32,
        ),
        KernelDesc {
            outputs: vec![
                wasm_host::kernel::Output { name: "lo".into(), elem: F32 },
                wasm_host::kernel::Output { name: "hi".into(), elem: F32 },
            ],
            ..k(
                "split",
                "fn kernel(x: u32) -> Outputs { return Outputs(min(a(x), 0.0), max(a(x), 0.0)); }",
                vec![array("a", F32, 1)],
                vec![64],
                F32,
            )
        },
        k(
            "mix3",
            "fn kernel(x: u32) -> f32 { return a(x) + b(x) * c(x); }",
            vec![array("a", F32, 1), array("b", F32, 1), array("c", F32, 1)],
            vec![64],
            F32,
        ),
    ]
}

thread_local! {
    static POOL: Vec<Kernel> = {
        let exec: &'static CpuExecutor = Box::leak(Box::new(
            CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).expect("a cpu executor"),
        ));
        let guard = Guard::new(GuardPolicy::default());
        kernel_descs()
            .iter()
            .map(|d| Kernel::create(exec, &Tenant::shared(), &guard, d).unwrap_or_else(|e| panic!("kernel {}: {e}", d.name)))
            .collect()
    };
}

/// The plan description `a` stands for (kernels from the pool).
pub fn desc(a: &APlan) -> PlanDesc {
    POOL.with(|pool| {
        // No kernels named: the whole pool.
        let kernels: Vec<Kernel> = match a.kernels.is_empty() {
            true => pool.clone(),
            false => a.kernels.iter().map(|&i| pool[i as usize % pool.len()].clone()).collect(),
        };
        let n = a.steps.len() as u32;
        let mut steps: Vec<StepDesc> = Vec::new();
        for r in 0..=u32::from(a.repeat % 64) {
            for s in &a.steps {
                let at = steps.len() as u32;
                let args = s
                    .args
                    .iter()
                    .map(|&o| match o {
                        AOperand::Back(_) => o.at(at),
                        _ => match Operand::from(o) {
                            Operand::Step(k) => Operand::Step(k.saturating_add(r * n)),
                            other => other,
                        },
                    })
                    .collect();
                let mut args: Vec<Operand> = args;
                if let Some(op) = s.op {
                    // An operation reads one array: the step just before's result, unless given.
                    if args.is_empty() {
                        args.push(AOperand::Back(0).at(at));
                    }
                    steps.push(StepDesc { work: Work::Op(op.into()), args });
                    continue;
                }
                // Missing operands are filled to fit the kernel's parameters (arrays: the results
                // of the steps just before; scalars: a zero of the type), so that most plans
                // type-check and the slot assignment is what gets exercised.
                if let Some(k) = kernels.get(s.kernel as usize) {
                    for (i, p) in k.params().iter().enumerate().skip(args.len()) {
                        args.push(match p.kind {
                            ParamKind::Array { .. } => AOperand::Back(i as u8).at(at),
                            ParamKind::Scalar(Elem::F32) => Operand::Scalar(Scalar::F32(0.5)),
                            ParamKind::Scalar(Elem::I32) => Operand::Scalar(Scalar::I32(-1)),
                            ParamKind::Scalar(Elem::U32) => Operand::Scalar(Scalar::U32(1)),
                        });
                    }
                }
                let work = match s.size {
                    Some([r, a, b, c]) => {
                        let dims = [1 + u32::from(a % 32), 1 + u32::from(b % 32), 1 + u32::from(c % 32)];
                        let shape = Shape::new(&dims[..1 + usize::from(r % 3)]).expect("a shape");
                        Work::Sized(u32::from(s.kernel), shape)
                    }
                    None => Work::Kernel(u32::from(s.kernel)),
                };
                steps.push(StepDesc { work, args });
            }
        }
        let last = steps.len() as u32;
        PlanDesc {
            kernels,
            inputs: a.inputs.iter().map(Param::from).collect(),
            steps,
            outputs: a.outputs.iter().map(|&o| o.at(last)).collect(),
        }
    })
}

fn value(o: &Operand) -> Option<Value> {
    match *o {
        Operand::Input(i) => Some(Value::Input(i as usize)),
        Operand::Step(k) | Operand::Output(k, 0) => Some(Value::Step(k as usize)),
        Operand::Output(j, k) => Some(Value::Output(j as usize, k as usize)),
        Operand::Scalar(_) => None,
    }
}

/// Checks a compiled plan against its description by running it abstractly: which value each
/// slot holds as the steps run.
pub fn check(desc: &PlanDesc, plan: &Plan) {
    let n = desc.steps.len();
    assert_eq!(plan.steps.len() + plan.ops.len() + plan.dropped, n, "steps run + dropped != steps");
    let mut holds: HashMap<usize, Value> = HashMap::new();
    for (s, slot) in plan.slots.iter().enumerate() {
        if let PlanBuffer::Input(i) = *slot {
            assert!(
                matches!(desc.inputs.get(i).map(|p| p.kind), Some(ParamKind::Array { .. })),
                "slot {s} holds input {i}, which is not an array input"
            );
            assert_eq!(plan.input_slots.get(i), Some(&Some(s)), "input {i}'s slot");
            holds.insert(s, Value::Input(i));
        }
    }
    let written = |slot: usize, j: usize, bytes: u64| match plan.slots[slot] {
        PlanBuffer::Shared(have) => {
            assert!(have >= bytes, "step {j}: a {have}-byte slot for a {bytes}-byte result")
        }
        PlanBuffer::Sized(o) => {
            assert_eq!(plan.ops.get(o).map(|op| op.index), Some(j), "step {j} writes another's sized slot")
        }
        PlanBuffer::Input(i) => panic!("step {j} writes input {i}'s slot"),
    };
    let mut last = None;
    let mut ops = plan.ops.iter().peekable();
    // Each kernel step, after the operations placed before it; then the rest.
    for position in 0..=plan.steps.len() {
        while let Some(op) = ops.next_if(|o| o.at <= position) {
            let j = op.index;
            assert!(j < n && last.is_none_or(|l| l < j), "plan steps out of order: {j} after {last:?}");
            last = Some(j);
            let d = &desc.steps[j];
            assert!(matches!(d.work, Work::Op(o) if o == op.op), "step {j}: another operation");
            let w = d.args.first().and_then(value).unwrap_or_else(|| panic!("step {j}: no array operand"));
            assert_eq!(holds.get(&op.input), Some(&w), "step {j}: slot {} does not hold {w:?}", op.input);
            assert_ne!(op.output, op.input, "step {j} writes the slot it reads");
            written(op.output, j, op.result.map_or(0, |r| r.bytes()));
            holds.insert(op.output, Value::Step(j));
        }
        let Some(step) = plan.steps.get(position) else { break };
        let j = step.index;
        assert!(j < n && last.is_none_or(|l| l < j), "plan steps out of order: {j} after {last:?}");
        last = Some(j);
        let d = &desc.steps[j];
        let (k, sized) = match d.work {
            Work::Kernel(k) => (k, None),
            Work::Sized(k, shape) => (k, Some(shape)),
            Work::Op(_) => panic!("step {j}: an operation run as a kernel step"),
        };
        let kernel = &desc.kernels[k as usize];
        let shape = sized.unwrap_or(*kernel.output());
        assert_eq!(*plan.kernels[step.kernel].output(), shape, "step {j}: another output shape");
        let b = &plan.bindings[step.binding];
        assert_eq!(b.kernel, step.kernel, "step {j}: binding of another kernel");
        assert!(plan.kernels[b.kernel].same_program(kernel), "step {j}: another kernel's program");
        assert_eq!(plan.metas[b.meta].kernel, b.kernel, "step {j}: a parameter block of another kernel");
        let want: Vec<Value> = kernel
            .params()
            .iter()
            .zip(&d.args)
            .filter(|(p, _)| matches!(p.kind, ParamKind::Array { .. }))
            .map(|(_, o)| value(o).unwrap_or_else(|| panic!("step {j}: a scalar operand for an array")))
            .collect();
        assert_eq!(b.args.len(), want.len(), "step {j}: array argument count");
        for (k, (&slot, w)) in b.args.iter().zip(&want).enumerate() {
            assert_eq!(holds.get(&slot), Some(w), "step {j} argument {k}: slot {slot} does not hold {w:?}");
        }
        let outputs: Vec<usize> = std::iter::once(b.output).chain(b.extra.iter().copied()).collect();
        assert_eq!(outputs.len(), kernel.output_elems().len(), "step {j}: output slot count");
        for (k, &out) in outputs.iter().enumerate() {
            assert!(!b.args.contains(&out), "step {j} writes slot {out} that it reads");
            assert!(!outputs[..k].contains(&out), "step {j} writes slot {out} twice");
            written(out, j, shape.bytes());
            holds.insert(out, if k == 0 { Value::Step(j) } else { Value::Output(j, k) });
        }
    }
    assert!(ops.next().is_none(), "operations placed after the last step");
    assert_eq!(plan.outputs.len(), desc.outputs.len(), "output count");
    for (k, (o, d)) in plan.outputs.iter().zip(&desc.outputs).enumerate() {
        let v = value(d).unwrap_or_else(|| panic!("output {k} is a scalar"));
        assert_eq!(o.value, v, "output {k}'s value");
        assert_eq!(
            holds.get(&o.slot),
            Some(&v),
            "output {k}: slot {} does not hold {v:?} at the end",
            o.slot
        );
    }
}
