//! Pipelines: an orchestration of kernel calls traced once into a static plan, then run by the
//! host as one unit per call (one launch, fences inside, one read-back).
//!
//! The closure given to [`Pipeline::trace`] runs once, over [`Value`]s: opaque handles with an
//! element type and a rank but no elements (there is nothing to read inside a trace; the type
//! has no such method). Each [`Trace::call`] records a step and returns its result's handle.
//! What the closure returns are the pipeline's outputs.
//!
//! ```no_run
//! use guest_rs::{Array, Elem, Kernel, Pipeline};
//!
//! # fn main() -> Result<(), guest_rs::Error> {
//! let sweep = Kernel::builder(
//!     "fn kernel(x: u32, y: u32) -> f32 {
//!          return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));
//!      }",
//! )
//! .array("u", Elem::F32, 2)
//! .array("q", Elem::F32, 2)
//! .scalar("h2", Elem::F32)
//! .output([64, 64])
//! .build()?;
//!
//! let solve = Pipeline::trace(|t| {
//!     let (mut u, q) = (t.input("u", Elem::F32, 2), t.input("q", Elem::F32, 2));
//!     for _ in 0..512 {
//!         u = t.call(&sweep, (u, q, 1.0f32 / 4096.0))?;
//!     }
//!     Ok(u)
//! })?;
//!
//! let u0 = Array::new([64, 64], vec![1.0f32; 64 * 64])?;
//! let q = Array::new([64, 64], vec![0.5f32; 64 * 64])?;
//! let out = solve.run(&[(&u0).into(), (&q).into()])?; // one launch: 512 sweeps
//! let u: Vec<f32> = out[0].read()?;
//! # let _ = u;
//! # Ok(())
//! # }
//! ```
//!
//! Reductions, scans and histograms are steps too ([`Trace::reduce`], [`Trace::scan`],
//! [`Trace::histogram`]): the same values as the [`Array`] methods of the same names, run
//! inside the pipeline's one launch.
//!
//! Mistakes are found while tracing and answered as `invalid` (or `quota`) errors naming the
//! step: a handle from another trace, a wrong number of arguments, an element type or rank that
//! does not match the kernel's parameter, no step at all, more steps than the host allows. A
//! kernel's constants are fixed when it is built; to change them, build the kernel again and
//! trace again.

use std::sync::atomic::{AtomicU64, Ordering};

use super::{Arg, Array, BackendInfo, Elem, Element, Error, Kernel, ReduceOp, elem_name, raw_args, wp, wt};

static TRACES: AtomicU64 = AtomicU64::new(1);

/// A value inside a trace: a pipeline input or a step's result. Copy it freely; it has no
/// elements to read.
#[derive(Clone, Copy, Debug)]
pub struct Value {
    trace: u64,
    operand: RawOperand,
    kind: Kind,
}

#[derive(Clone, Copy, Debug)]
enum RawOperand {
    Input(u32),
    Step(u32),
    /// Output k ≥ 1 of a step.
    Output(u32, u32),
}

impl RawOperand {
    fn raw(self) -> wt::Operand {
        match self {
            RawOperand::Input(n) => wt::Operand::Input(n),
            RawOperand::Step(n) => wt::Operand::Step(n),
            RawOperand::Output(step, output) => wt::Operand::StepOutput(wt::StepOutput { step, output }),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Array { elem: Elem, rank: u8 },
    Scalar(Elem),
}

fn describe(k: Kind) -> String {
    match k {
        Kind::Array { elem, rank } => format!("a rank-{rank} {} array", elem_name(elem)),
        Kind::Scalar(Elem::U32) => "a u32 scalar".to_string(),
        Kind::Scalar(e) => format!("an {} scalar", elem_name(e)),
    }
}

impl Value {
    /// The element type.
    pub fn elem(&self) -> Elem {
        match self.kind {
            Kind::Array { elem, .. } | Kind::Scalar(elem) => elem,
        }
    }

    /// The rank, for an array (`None` for a scalar).
    pub fn rank(&self) -> Option<u8> {
        match self.kind {
            Kind::Array { rank, .. } => Some(rank),
            Kind::Scalar(_) => None,
        }
    }
}

/// One argument of a traced call: a [`Value`] or a constant scalar (`f32`, `i32`, `u32`).
#[derive(Clone, Copy, Debug)]
pub enum Operand {
    /// A traced value.
    Value(Value),
    /// A constant.
    Scalar(wt::Scalar),
}

impl From<Value> for Operand {
    fn from(v: Value) -> Self {
        Operand::Value(v)
    }
}

macro_rules! scalar_operand {
    ($t:ty) => {
        impl From<$t> for Operand {
            fn from(v: $t) -> Self {
                Operand::Scalar(crate::Element::scalar(v))
            }
        }
    };
}
scalar_operand!(f32);
scalar_operand!(i32);
scalar_operand!(u32);

/// The arguments of a traced call: a tuple of up to eight things that convert to [`Operand`],
/// a slice or a `Vec` of operands.
pub trait Operands {
    /// The operands, in parameter order.
    fn operands(self) -> Vec<Operand>;
}

impl Operands for Vec<Operand> {
    fn operands(self) -> Vec<Operand> {
        self
    }
}

impl Operands for &[Operand] {
    fn operands(self) -> Vec<Operand> {
        self.to_vec()
    }
}

impl Operands for Value {
    fn operands(self) -> Vec<Operand> {
        vec![self.into()]
    }
}

macro_rules! tuple_operands {
    ($($t:ident),+) => {
        impl<$($t: Into<Operand>),+> Operands for ($($t,)+) {
            #[allow(non_snake_case)]
            fn operands(self) -> Vec<Operand> {
                let ($($t,)+) = self;
                vec![$($t.into()),+]
            }
        }
    };
}
tuple_operands!(A);
tuple_operands!(A, B);
tuple_operands!(A, B, C);
tuple_operands!(A, B, C, D);
tuple_operands!(A, B, C, D, E);
tuple_operands!(A, B, C, D, E, F);
tuple_operands!(A, B, C, D, E, F, G);
tuple_operands!(A, B, C, D, E, F, G, H);

/// What a trace returns: one [`Value`], a tuple of two to four, an array or a `Vec` of them.
pub trait Outputs {
    /// The values, in output order.
    fn values(self) -> Vec<Value>;
}

impl Outputs for Value {
    fn values(self) -> Vec<Value> {
        vec![self]
    }
}

impl Outputs for Vec<Value> {
    fn values(self) -> Vec<Value> {
        self
    }
}

impl<const N: usize> Outputs for [Value; N] {
    fn values(self) -> Vec<Value> {
        self.to_vec()
    }
}

impl Outputs for (Value, Value) {
    fn values(self) -> Vec<Value> {
        vec![self.0, self.1]
    }
}

impl Outputs for (Value, Value, Value) {
    fn values(self) -> Vec<Value> {
        vec![self.0, self.1, self.2]
    }
}

impl Outputs for (Value, Value, Value, Value) {
    fn values(self) -> Vec<Value> {
        vec![self.0, self.1, self.2, self.3]
    }
}

fn invalid(message: String) -> Error {
    Error(wt::Error::Invalid(message))
}

/// The recorder a trace closure writes into. See [`Pipeline::trace`].
pub struct Trace<'k> {
    id: u64,
    kernels: Vec<&'k Kernel>,
    inputs: Vec<wt::Param>,
    steps: Vec<wt::Step>,
    max_steps: u32,
}

impl<'k> Trace<'k> {
    /// Declares the next pipeline input: an array of `elem` and `rank` (1 to 3). Its shape
    /// comes with each call.
    pub fn input(&mut self, name: &str, elem: Elem, rank: u8) -> Value {
        self.inputs.push(wt::Param {
            name: name.to_string(),
            kind: wt::ParamKind::Array(wt::ArrayParam { elem, rank, edge: wt::Edge::Zero }),
        });
        Value {
            trace: self.id,
            operand: RawOperand::Input(self.inputs.len() as u32 - 1),
            kind: Kind::Array { elem, rank },
        }
    }

    /// Declares the next pipeline input: a scalar of `elem`, given with each call.
    pub fn scalar(&mut self, name: &str, elem: Elem) -> Value {
        self.inputs.push(wt::Param { name: name.to_string(), kind: wt::ParamKind::Scalar(elem) });
        Value {
            trace: self.id,
            operand: RawOperand::Input(self.inputs.len() as u32 - 1),
            kind: Kind::Scalar(elem),
        }
    }

    /// Records one run of `kernel` over `args` (checked against its parameters) and returns
    /// the handle of its result. A kernel of several outputs is traced with
    /// [`call_outputs`](Self::call_outputs).
    pub fn call(&mut self, kernel: &'k Kernel, args: impl Operands) -> Result<Value, Error> {
        self.one_output(kernel)?;
        self.record(kernel, args, None).map(|v| v[0])
    }

    /// [`call`](Self::call) into an output of `shape` (the kernel's rank), as
    /// [`Kernel::run_sized`] runs it: the step of a kernel sized per call
    /// ([`KernelBuilder::sized`](crate::KernelBuilder::sized)), or any kernel at another size.
    pub fn call_sized(
        &mut self,
        kernel: &'k Kernel,
        args: impl Operands,
        shape: impl AsRef<[u32]>,
    ) -> Result<Value, Error> {
        self.one_output(kernel)?;
        self.record(kernel, args, Some(shape.as_ref().to_vec())).map(|v| v[0])
    }

    /// Records one run of a kernel of several outputs ([`KernelBuilder::outputs`](crate::KernelBuilder::outputs))
    /// over `args` and returns the handle of each output, in the kernel's order (one for a
    /// kernel of one output).
    pub fn call_outputs(&mut self, kernel: &'k Kernel, args: impl Operands) -> Result<Vec<Value>, Error> {
        self.record(kernel, args, None)
    }

    /// [`call_outputs`](Self::call_outputs) into outputs of `shape`, as
    /// [`call_sized`](Self::call_sized).
    pub fn call_outputs_sized(
        &mut self,
        kernel: &'k Kernel,
        args: impl Operands,
        shape: impl AsRef<[u32]>,
    ) -> Result<Vec<Value>, Error> {
        self.record(kernel, args, Some(shape.as_ref().to_vec()))
    }

    /// Refuses a kernel of several outputs where one result is expected.
    fn one_output(&self, kernel: &Kernel) -> Result<(), Error> {
        if !kernel.outputs.is_empty() {
            return Err(invalid(format!(
                "step {}: kernel `{}` computes {} outputs; trace it with `call_outputs`",
                self.steps.len(),
                kernel.name,
                kernel.outputs.len()
            )));
        }
        Ok(())
    }

    /// Records a kernel step (into outputs of `shape`, where given); the handles of its outputs.
    fn record(
        &mut self,
        kernel: &'k Kernel,
        args: impl Operands,
        shape: Option<Vec<u32>>,
    ) -> Result<Vec<Value>, Error> {
        let step = self.next_step()?;
        let rank = kernel.output().len();
        match &shape {
            None if kernel.sized => {
                return Err(invalid(format!(
                    "step {step}: kernel `{}` is sized per call; trace it with `call_sized` and the step's \
                     output shape",
                    kernel.name
                )));
            }
            Some(s) if s.len() != rank => {
                return Err(invalid(format!(
                    "step {step}: output shape {s:?} has rank {}; kernel `{}` computes a rank-{rank} output",
                    s.len(),
                    kernel.name
                )));
            }
            _ => {}
        }
        let args = args.operands();
        if args.len() != kernel.params.len() {
            let (takes, given) = (kernel.params.len(), args.len());
            let missing = match kernel.params.get(given) {
                Some(p) => format!(": no argument for parameter `{}`", p.name),
                None => format!(": {} too many", given - takes),
            };
            return Err(invalid(format!(
                "step {step}: kernel `{}` takes {takes} argument{}, {given} {} given{missing}",
                kernel.name,
                if takes == 1 { "" } else { "s" },
                if given == 1 { "was" } else { "were" },
            )));
        }
        let mut raw = Vec::with_capacity(args.len());
        for (i, (param, arg)) in kernel.params.iter().zip(&args).enumerate() {
            let want = match param.kind {
                wt::ParamKind::Array(a) => Kind::Array { elem: a.elem, rank: a.rank },
                wt::ParamKind::Scalar(e) => Kind::Scalar(e),
            };
            let (got, operand) = match *arg {
                Operand::Value(v) if v.trace != self.id => {
                    return Err(invalid(format!(
                        "step {step}, argument {i} (`{}`): the value belongs to another trace",
                        param.name
                    )));
                }
                Operand::Value(v) => (v.kind, v.operand.raw()),
                Operand::Scalar(s) => (Kind::Scalar(scalar_elem(s)), wt::Operand::Scalar(s)),
            };
            if got != want {
                return Err(invalid(format!(
                    "step {step}, argument {i}: kernel `{}` parameter `{}` is {}, it was given {}",
                    kernel.name,
                    param.name,
                    describe(want),
                    describe(got)
                )));
            }
            raw.push(operand);
        }
        let index = match self.kernels.iter().position(|k| std::ptr::eq(*k, kernel)) {
            Some(i) => i,
            None => {
                self.kernels.push(kernel);
                self.kernels.len() - 1
            }
        };
        let work = match shape {
            Some(output) => wt::Work::Sized(wt::SizedStep { kernel: index as u32, output }),
            None => wt::Work::Kernel(index as u32),
        };
        self.steps.push(wt::Step { work, args: raw });
        let rank = rank as u8;
        let elems = if kernel.outputs.is_empty() { vec![kernel.output_elem] } else { kernel.outputs.clone() };
        Ok(elems
            .into_iter()
            .enumerate()
            .map(|(k, elem)| Value {
                trace: self.id,
                operand: match k {
                    0 => RawOperand::Step(step as u32),
                    k => RawOperand::Output(step as u32, k as u32),
                },
                kind: Kind::Array { elem, rank },
            })
            .collect())
    }

    /// Records a reduction of `value` (an array) with `op` over `axis` (every element when
    /// `None`): the same values, in the same order, as [`Array::reduce`](crate::Array::reduce).
    /// Its result has the axis removed (rank 1 at least; `[1]` over every element).
    pub fn reduce(&mut self, op: ReduceOp, value: Value, axis: Option<u32>) -> Result<Value, Error> {
        let work = wt::Work::Reduce(wt::ReduceStep { op, axis });
        self.operation(work, value, axis, |elem, rank| Kind::Array {
            elem,
            rank: if axis.is_some() { rank.saturating_sub(1).max(1) } else { 1 },
        })
    }

    /// Records an inclusive (or `exclusive`) scan of `value` (an array) with `op` along `axis`,
    /// as [`Array::scan`](crate::Array::scan) computes it: a result of the value's shape.
    pub fn scan(&mut self, op: ReduceOp, value: Value, axis: u32, exclusive: bool) -> Result<Value, Error> {
        let work = wt::Work::Scan(wt::ScanStep { op, axis, exclusive });
        self.operation(work, value, Some(axis), |elem, rank| Kind::Array { elem, rank })
    }

    /// Records a histogram of `value` (an array of `T`) in `bins` bins over [lo, hi), as
    /// [`Array::histogram`](crate::Array::histogram) counts it: a u32 result of shape `[bins]`.
    pub fn histogram<T: Element>(&mut self, value: Value, bins: u32, lo: T, hi: T) -> Result<Value, Error> {
        if value.elem() != T::ELEM {
            return Err(invalid(format!(
                "step {}: a histogram of {} values has a range of {} scalars, not {}",
                self.steps.len(),
                elem_name(value.elem()),
                elem_name(value.elem()),
                elem_name(T::ELEM)
            )));
        }
        let work = wt::Work::Histogram(wt::HistogramStep { bins, lo: lo.scalar(), hi: hi.scalar() });
        self.operation(work, value, None, |_, _| Kind::Array { elem: Elem::U32, rank: 1 })
    }

    /// Records an operation step of `work` over `value`, an array (with `axis` within its
    /// rank), whose result is `result(elem, rank)`.
    fn operation(
        &mut self,
        work: wt::Work,
        value: Value,
        axis: Option<u32>,
        result: impl FnOnce(Elem, u8) -> Kind,
    ) -> Result<Value, Error> {
        let step = self.next_step()?;
        if value.trace != self.id {
            return Err(invalid(format!("step {step}: the value belongs to another trace")));
        }
        let Kind::Array { elem, rank } = value.kind else {
            return Err(invalid(format!(
                "step {step}: an operation reads an array, not {}",
                describe(value.kind)
            )));
        };
        if let Some(a) = axis.filter(|&a| a >= u32::from(rank)) {
            return Err(invalid(format!(
                "step {step}: axis {a} is past the rank of {}",
                describe(value.kind)
            )));
        }
        self.steps.push(wt::Step { work, args: vec![value.operand.raw()] });
        Ok(Value { trace: self.id, operand: RawOperand::Step(step as u32), kind: result(elem, rank) })
    }

    /// The index of the next step, or `quota` past the host's limit.
    fn next_step(&self) -> Result<usize, Error> {
        let step = self.steps.len();
        if step >= self.max_steps as usize {
            return Err(Error(wt::Error::Quota(format!(
                "step {step}: the host allows at most {} steps per pipeline",
                self.max_steps
            ))));
        }
        Ok(step)
    }

    /// Steps recorded so far.
    pub fn steps(&self) -> usize {
        self.steps.len()
    }
}

fn scalar_elem(s: wt::Scalar) -> Elem {
    match s {
        wt::Scalar::F32(_) => Elem::F32,
        wt::Scalar::I32(_) => Elem::I32,
        wt::Scalar::U32(_) => Elem::U32,
    }
}

/// Options of a pipeline, set before tracing. See [`Pipeline::builder`].
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineBuilder {
    threads: Option<bool>,
    fuse: Option<bool>,
    timings: Option<bool>,
}

impl PipelineBuilder {
    /// `false` runs on one thread on the cpu executor (`fused-sync`), for single-thread figures.
    pub fn threads(mut self, on: bool) -> Self {
        self.threads = Some(on);
        self
    }

    /// `false` runs step by step on the `generic` executor, for comparison.
    pub fn fuse(mut self, on: bool) -> Self {
        self.fuse = Some(on);
        self
    }

    /// `true` times each step of every run, read with [`Pipeline::last_timings`] (GPU
    /// timestamps, or the cpu executor's clock); the host's default is off, except under
    /// `wasm-host run --stats`.
    pub fn timings(mut self, on: bool) -> Self {
        self.timings = Some(on);
        self
    }

    /// Runs `f` once to record the plan, then has the host check and compile it.
    pub fn trace<'k, O: Outputs>(
        self,
        f: impl FnOnce(&mut Trace<'k>) -> Result<O, Error>,
    ) -> Result<Pipeline, Error> {
        let mut t = Trace {
            id: TRACES.fetch_add(1, Ordering::Relaxed),
            kernels: Vec::new(),
            inputs: Vec::new(),
            steps: Vec::new(),
            max_steps: wp::max_steps(),
        };
        let outputs = f(&mut t)?.values();
        if t.steps.is_empty() {
            return Err(invalid("the trace recorded no step: a pipeline runs at least one kernel".into()));
        }
        if outputs.is_empty() {
            return Err(invalid("the trace returned no value: a pipeline has at least one output".into()));
        }
        let mut raw_outputs = Vec::with_capacity(outputs.len());
        for (i, v) in outputs.iter().enumerate() {
            if v.trace != t.id {
                return Err(invalid(format!("output {i}: the value belongs to another trace")));
            }
            if let Kind::Scalar(_) = v.kind {
                return Err(invalid(format!(
                    "output {i} is {}; a pipeline returns arrays",
                    describe(v.kind)
                )));
            }
            raw_outputs.push(v.operand.raw());
        }
        let kernels: Vec<&super::wk::Kernel> = t.kernels.iter().map(|k| &k.raw).collect();
        let plan = wp::Plan { kernels, inputs: t.inputs, steps: t.steps, outputs: raw_outputs };
        let options = wt::Options { threads: self.threads, fuse: self.fuse, timings: self.timings };
        wp::Pipeline::create(&plan, options).map(Pipeline).map_err(Error)
    }
}

/// A traced plan, compiled by the host.
pub struct Pipeline(wp::Pipeline);

impl Pipeline {
    /// Traces `f` once with the host's default options. See the [module docs](self).
    pub fn trace<'k, O: Outputs>(
        f: impl FnOnce(&mut Trace<'k>) -> Result<O, Error>,
    ) -> Result<Pipeline, Error> {
        PipelineBuilder::default().trace(f)
    }

    /// Sets options before tracing: `Pipeline::builder().threads(false).trace(...)`.
    pub fn builder() -> PipelineBuilder {
        PipelineBuilder::default()
    }

    /// Runs every step once over `args` (one per input, in the order they were declared) and
    /// returns the outputs as arrays on the host. Fails as a whole with `truncated` if any
    /// step's loops were cut.
    pub fn run(&self, args: &[Arg<'_>]) -> Result<Vec<Array>, Error> {
        self.0.run(&raw_args(args)).map(|v| v.into_iter().map(Array).collect()).map_err(Error)
    }

    /// What actually executes the plan.
    pub fn backend(&self) -> BackendInfo {
        self.0.backend()
    }

    /// How the host runs it.
    pub fn executor_kind(&self) -> wt::ExecutorKind {
        self.0.executor_kind()
    }

    /// The executor kind as the WIT spells it: `fused-encoder`, `fused-threaded`, `fused-sync`
    /// or `generic`.
    pub fn executor_name(&self) -> &'static str {
        match self.0.executor_kind() {
            wt::ExecutorKind::FusedEncoder => "fused-encoder",
            wt::ExecutorKind::FusedThreaded => "fused-threaded",
            wt::ExecutorKind::FusedSync => "fused-sync",
            wt::ExecutorKind::Generic => "generic",
        }
    }

    /// Why a fused executor declined (none while fused).
    pub fn fallback_reason(&self) -> Option<String> {
        self.0.fallback_reason()
    }

    /// What the plan compiled into (steps, kernels, buffers, bindings).
    pub fn layout(&self) -> wt::PlanLayout {
        self.0.layout()
    }

    /// The step times of the last successful run (each step that ran: its index in the trace
    /// and nanoseconds), or why there are none (timings off, nothing ran yet, an executor that
    /// cannot time steps).
    pub fn last_timings(&self) -> Result<wt::RunTimings, String> {
        self.0.last_timings()
    }

    /// The most steps the host allows a pipeline.
    pub fn max_steps() -> u32 {
        wp::max_steps()
    }
}
