//! Pipelines: a compiled [`Plan`] made real on an executor and run as one unit per call.
//!
//! [`Pipeline::create`] compiles the plan and makes the buffers whose size it fixes (the
//! steps' shared slots). The first [`Pipeline::run`] makes the rest, once the inputs' shapes are
//! known: a buffer per array input, a parameter block per distinct [`Meta`], the list of
//! dispatches, and (where the executor fuses) a prepared [`Schedule`]. Later calls reuse all of
//! it; a change of an input's shape makes it again. Each call then writes what changed (inputs
//! whose bytes or array differ, parameter blocks whose words differ), runs every step, and
//! copies each output into a new array that the guest owns.
//!
//! Executors: fused where the executor can ([`ScheduleKind`]), else `generic` (one ordinary
//! dispatch per step) with the executor's reason. Either way the call waits for the work and
//! answers `truncated` if any step cut a loop, returning nothing. No WIT types here.

use std::sync::Arc;

use crate::array::{HostData, Origin, Record, ResidentArray, Scalar, Shape};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::{
    BackendInfo, Buffer, BufferCopy, Cut, Dispatch, Executor, Ran, Schedule, ScheduleKind, ScheduleOptions,
    Tenant, TimeSource,
};
use crate::guest::GuestScope;
use crate::config::StepFusion;
use crate::exec::Program;
use crate::kernel::banded::Banding;
use crate::kernel::blocked::Geometry;
use crate::kernel::merged::{self, Member};
use crate::kernel::{Kernel, ParamKind, check_fits};
use crate::ledger::{Account, Reservation};
use crate::ops;
use crate::plan::{Meta, OpStep, Part, Plan, PlanDesc, PlanBuffer, Value, fusion};

/// How a pipeline runs its steps: its strategy (the WIT `executor-kind`; "executor" elsewhere
/// in the host means the device-level [`Executor`], cpu or gpu).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// One command encoder, one submit, one map per call (gpu).
    FusedEncoder,
    /// Every worker thread over the guest's memory, step to step on a barrier (cpu).
    FusedThreaded,
    /// One thread (cpu, `threads: false`).
    FusedSync,
    /// One ordinary dispatch per step.
    Generic,
}

impl From<ScheduleKind> for Strategy {
    fn from(k: ScheduleKind) -> Self {
        match k {
            ScheduleKind::Encoder => Strategy::FusedEncoder,
            ScheduleKind::Threaded => Strategy::FusedThreaded,
            ScheduleKind::Sync => Strategy::FusedSync,
        }
    }
}

/// What one successful run did, for the guest's statistics and trace.
#[derive(Clone, Copy, Debug)]
pub struct RunReport {
    /// When the run's work began (after its uploads were queued).
    pub began: std::time::Instant,
    /// Bytes of data arguments written to the device (unchanged ones are not written again).
    pub uploaded: u64,
    /// Steps it ran.
    pub steps: u64,
    /// Dispatches they took (fewer where steps fused).
    pub dispatches: u64,
}

/// What a guest asks of a pipeline.
#[derive(Clone, Copy, Debug, Default)]
pub struct PipelineOptions {
    /// `Some(false)`: one thread (cpu).
    pub threads: Option<bool>,
    /// `Some(false)`: the generic executor.
    pub fuse: Option<bool>,
    /// Time each step of every run ([`Pipeline::last_times`]); `None`: the runtime's default
    /// ([`crate::Config::timings`]).
    pub timings: Option<bool>,
}

/// The times of a pipeline run's steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunTimes {
    pub source: TimeSource,
    /// (the step's index in the guest's plan, nanoseconds), for each step that ran, in order.
    pub steps: Vec<(u32, u64)>,
}

/// What a plan compiled into (the WIT `plan-layout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Steps that run.
    pub steps: u32,
    /// Distinct kernels.
    pub kernels: u32,
    /// Buffers the plan owns.
    pub buffers: u32,
    /// Distinct bindings.
    pub bindings: u32,
}

/// What step fusion made of a plan for the last call's shapes (see `plan::fusion` and
/// `kernel::blocked`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FusionReport {
    /// Dispatches one run makes (the steps, when nothing fuses).
    pub dispatches: u32,
    /// Steps that run inside blocks of several steps.
    pub fused_steps: u32,
    /// The most steps one dispatch runs (k; 1 when nothing fuses).
    pub k: u32,
    /// The halo of that block per axis (k times the read radius).
    pub halo: [u32; 3],
    /// Why steps that looked fusable run one dispatch each (the first reason), if any.
    pub reason: Option<String>,
}

/// The steps one dispatch of a run covers: `first..first + steps` of [`Plan::steps`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unit {
    first: usize,
    steps: usize,
}

/// What one dispatch of a run covers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Covers {
    /// Kernel steps.
    Steps(Unit),
    /// A pass of operation step `o` (an index into [`Plan::ops`]).
    Op(usize),
}

/// The dispatches of a run as they are cut: the steps each covers, and the program of those
/// that run several.
type Units = Vec<(Unit, Option<Fused>)>;

/// The program of a dispatch that runs several steps.
#[derive(Clone, Debug)]
enum Fused {
    /// Blocks of a stencil's steps ([`crate::kernel::blocked`]).
    Blocked(Program, Geometry),
    /// Blocks of a stencil's steps run as bands ([`crate::kernel::banded`]), the carried
    /// array's binding.
    Banded(Program, Banding, usize),
    /// A pointwise group ([`merged`]): which parameters carry, which results are stored;
    /// and the elements its program computes per invocation.
    Merged(Program, fusion::Group, u32),
    /// One step whose reads of a strict array are not proven inside for the call's shapes:
    /// its kernel's checked program ([`Kernel::checked_program`]) and what its out-of-range
    /// record names.
    Checked(Program, Vec<(String, Option<Shape>)>),
}

/// A merged program and its elements per invocation, or why it could not be made.
type MergedProgram = std::result::Result<(Program, u32), Error>;

/// What makes a merged program: each step's (plan kernel, carried parameter, whether its
/// result is stored).
type MergedKey = Vec<(usize, Option<usize>, bool)>;

/// The most merged programs one pipeline tries to make (their groups' kernels or carried
/// parameters differ; a refused one counts); later groups run a dispatch per step. It bounds
/// what a plan costs to compile.
const MAX_MERGED_PROGRAMS: usize = 16;

/// What [`Pipeline::make`] makes for one set of input shapes.
struct Prepared {
    slots: Vec<Buffer>,
    metas: Vec<Buffer>,
    /// What each of `metas` holds: plan parameter blocks one after another, then a number of
    /// zero words (a merged program's, `merged::ZERO_WORDS`).
    meta_parts: Vec<(Vec<usize>, usize)>,
    dispatches: Vec<Dispatch>,
    units: Vec<Covers>,
    report: FusionReport,
    records: Vec<(usize, Record)>,
}

/// One argument of a call.
#[derive(Debug)]
pub enum PipelineArg<'a> {
    /// An array the guest holds.
    Resident(&'a ResidentArray),
    /// Guest data for this call.
    Data(Shape, HostData),
    /// A scalar.
    Scalar(Scalar),
}

/// What an input slot held after the last call, to skip uploading it again.
#[derive(Debug)]
enum Last {
    Nothing,
    /// These bytes were written.
    Data(Vec<u8>),
    /// This array was copied (arrays never change, so the same live array means the same bytes;
    /// the same buffer does not: a dropped array's buffer serves the guest's next array).
    Array(crate::array::ArrayIdentity),
}

/// The buffers and bindings for one set of input shapes.
#[derive(Debug)]
struct Instance {
    shapes: Vec<Option<Shape>>,
    /// Bytes of the input slots, parameter blocks and step timers, paid from the guest's quota
    /// while this instance lives.
    _input_bytes: Reservation,
    slots: Vec<Buffer>,
    metas: Vec<Buffer>,
    meta_parts: Vec<(Vec<usize>, usize)>,
    words: Vec<Option<Vec<u32>>>,
    dispatches: Vec<Dispatch>,
    /// The steps each dispatch covers.
    units: Vec<Covers>,
    /// The result shapes of the plan's operation steps.
    results: Vec<Shape>,
    /// The invocations of every dispatch, against the guest's limits at each call.
    invocations: Vec<u64>,
    /// The kernel name of each dispatch ([`Pipeline::step_kernels`]).
    unit_names: Vec<String>,
    report: FusionReport,
    schedule: Option<Schedule>,
    last: Vec<Last>,
    /// The out-of-range records of the steps that run checked, with the step's index in
    /// [`Plan::steps`]: zeroed before each run, read after it.
    records: Vec<(usize, Record)>,
}

/// A guest's pipeline.
#[derive(Debug)]
pub struct Pipeline {
    plan: Plan,
    tenant: Tenant,
    backend: BackendInfo,
    kind: Strategy,
    fallback: Option<String>,
    threads: bool,
    /// Buffers of the shared slots (by slot index; `None` for input slots).
    shared: Vec<Option<Buffer>>,
    /// Their bytes, paid from the guest's quota while the pipeline lives.
    _shared_bytes: Reservation,
    /// Invocations of each step.
    invocations: Vec<u64>,
    instance: Option<Instance>,
    /// Whether runs are timed: `Ok(true)` asked and possible, `Err(why)` asked and not.
    timed: std::result::Result<bool, String>,
    /// The last successful run's step times.
    last_times: Option<RunTimes>,
    /// How consecutive steps fuse.
    step_fusion: StepFusion,
    /// Blocked programs made so far, by (plan kernel, carried parameter, geometry).
    blocked: Vec<((usize, usize, Geometry), Program)>,
    /// Banded programs made so far, by (plan kernel, carried parameter).
    banded: Vec<((usize, usize), Program)>,
    /// Merged programs tried so far, by their members' (plan kernel, carried parameter): the
    /// program, or why it was refused (kept, so a refused group is never compiled again).
    merged: Vec<(MergedKey, MergedProgram)>,
    /// What operation steps make their modules with (the guest's caches).
    tools: ops::OpTools,
}

/// A pipeline as its guest holds it (the WIT `pipeline`): cheap to clone, one call at a time
/// (a call holds the lock across its awaits, so it can borrow the guest's arrays from the same
/// table meanwhile), and counted against the guest's pipelines until its last clone drops.
#[derive(Clone, Debug)]
pub struct GuestPipeline {
    pipeline: Arc<tokio::sync::Mutex<Pipeline>>,
    _count: Arc<Reservation>,
}

impl GuestPipeline {
    /// `pipeline`, counted by `count`.
    pub fn new(pipeline: Pipeline, count: Reservation) -> GuestPipeline {
        GuestPipeline { pipeline: Arc::new(tokio::sync::Mutex::new(pipeline)), _count: Arc::new(count) }
    }

    /// The pipeline, once no other call holds it.
    pub async fn lock(&self) -> tokio::sync::MutexGuard<'_, Pipeline> {
        self.pipeline.lock().await
    }

    /// The pipeline, or `None` while a call holds it.
    pub fn try_lock(&self) -> Option<tokio::sync::MutexGuard<'_, Pipeline>> {
        self.pipeline.try_lock().ok()
    }
}

impl Pipeline {
    /// Compiles `desc` for `guest`, taking the shared slots' bytes from its ledger; runs are
    /// timed when `options.timings` says so (`None`: `default_timings`, the runtime's), and
    /// consecutive steps fuse as `step_fusion` says (unless fusion is off in `options`).
    /// Operation steps make their modules with `tools`.
    pub fn create(
        guest: GuestScope<'_>,
        desc: PlanDesc,
        options: PipelineOptions,
        (default_timings, step_fusion): (bool, StepFusion),
        tools: ops::OpTools,
    ) -> Result<Pipeline> {
        let exec = guest.exec;
        let plan = Plan::compile(desc, guest.quotas.max_plan_steps)?;
        let invocations = plan
            .steps
            .iter()
            .map(|s| plan.kernels[s.kernel].invocations(exec))
            .collect::<Result<Vec<_>>>()?;
        guest.check_invocations(&invocations)?;
        for k in &plan.kernels {
            k.workgroups(exec)?;
        }
        let threads = options.threads.unwrap_or(true);
        let (kind, fallback) = match (options.fuse, exec.schedule_kind(threads)) {
            (Some(false), _) => (
                Strategy::Generic,
                Some("fusion is off in the pipeline's options (`fuse: false`)".to_string()),
            ),
            (_, Ok(k)) => (k.into(), None),
            (_, Err(e)) => (Strategy::Generic, Some(e.message().to_string())),
        };
        let timed = match options.timings.unwrap_or(default_timings) {
            false => Ok(false),
            true if kind == Strategy::Generic => Err(untimed_generic(fallback.as_deref().unwrap_or(""))),
            true => exec.time_source().map(|_| true).map_err(|e| e.message().to_string()),
        };
        let tenant = guest.tenant.clone();
        let shared_bytes =
            guest.reserve(Account::Bytes, plan.shared_bytes(), "the pipeline's step buffers")?;
        let shared = plan
            .slots
            .iter()
            .map(|s| match *s {
                PlanBuffer::Shared(b) => exec.create_buffer(&tenant, "pipeline step", b).map(Some),
                PlanBuffer::Input(_) | PlanBuffer::Sized(_) => Ok(None),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Pipeline {
            plan,
            tenant,
            backend: exec.backend().clone(),
            kind,
            fallback,
            threads,
            shared,
            _shared_bytes: shared_bytes,
            invocations,
            instance: None,
            timed,
            last_times: None,
            step_fusion,
            blocked: Vec::new(),
            banded: Vec::new(),
            merged: Vec::new(),
            tools,
        })
    }

    /// What step fusion made of the plan for the last call's shapes (`None` before the first
    /// call).
    pub fn fusion(&self) -> Option<&FusionReport> {
        self.instance.as_ref().map(|i| &i.report)
    }

    /// The last successful run's step times, when runs are timed.
    pub fn last_times(&self) -> Option<&RunTimes> {
        self.last_times.as_ref()
    }

    /// The kernel name of each timed entry of the last call, in order (as [`RunTimes`] lists
    /// them): a merged group's names joined by `+`, an operation's name once for its passes.
    pub fn step_kernels(&self) -> impl Iterator<Item = &str> {
        self.instance.iter().flat_map(|i| {
            let units = &i.units;
            i.unit_names
                .iter()
                .enumerate()
                .filter(move |&(d, _)| d == 0 || !matches!((units[d - 1], units[d]), (Covers::Op(a), Covers::Op(b)) if a == b))
                .map(|(_, n)| n.as_str())
        })
    }

    /// Whether runs are timed.
    pub fn timed(&self) -> bool {
        self.timed == Ok(true)
    }

    /// Why runs are not timed although they were asked to be.
    pub fn untimed_reason(&self) -> Option<&str> {
        self.timed.as_ref().err().map(String::as_str)
    }

    /// What executes the plan.
    pub fn backend(&self) -> &BackendInfo {
        &self.backend
    }

    /// How it runs.
    pub fn strategy(&self) -> Strategy {
        self.kind
    }

    /// Why a fused executor declined.
    pub fn fallback_reason(&self) -> Option<&str> {
        self.fallback.as_deref()
    }

    /// What the plan compiled into.
    pub fn layout(&self) -> Layout {
        Layout {
            steps: (self.plan.steps.len() + self.plan.ops.len()) as u32,
            // Distinct programs: a kernel sized for several steps counts once.
            kernels: (0..self.plan.kernels.len())
                .filter(|&i| !self.plan.kernels[..i].iter().any(|k| k.same_program(&self.plan.kernels[i])))
                .count() as u32,
            buffers: self.plan.slots.len() as u32,
            bindings: self.plan.bindings.len() as u32,
        }
    }

    /// Runs the whole plan once over `args` and returns its outputs as arrays of `guest`
    /// (the guest that made the pipeline), with what the run did ([`RunReport`]; the step
    /// times of a timed run are [`last_times`](Self::last_times)).
    pub async fn run(
        &mut self,
        guest: GuestScope<'_>,
        args: &[PipelineArg<'_>],
    ) -> Result<(Vec<ResidentArray>, RunReport)> {
        if !guest.tenant.is(&self.tenant) {
            return Err(Error::trap("a pipeline run for a guest other than its own"));
        }
        let exec = guest.exec;
        let inputs = &self.plan.inputs;
        if args.len() != inputs.len() {
            let (takes, given) = (inputs.len(), args.len());
            return Err(Error::invalid(format!(
                "the pipeline takes {takes} argument{}, {given} {} given{}",
                if takes == 1 { "" } else { "s" },
                if given == 1 { "was" } else { "were" },
                if given < takes { format!(": none for input {given}") } else { format!(": {} too many", given - takes) }
            )));
        }
        let mut shapes: Vec<Option<Shape>> = vec![None; inputs.len()];
        let mut scalars: Vec<Option<Scalar>> = vec![None; inputs.len()];
        let mut origins: Vec<Arc<Origin>> = Vec::new();
        for (i, (param, arg)) in inputs.iter().zip(args).enumerate() {
            let mismatch =
                |got: String| Error::invalid(format!("argument {i}: input {param} was given {got}"));
            match (param.kind, arg) {
                (ParamKind::Array { elem, rank, .. }, PipelineArg::Resident(a)) => {
                    if a.elem() != elem || a.shape().rank() != usize::from(rank) {
                        return Err(mismatch(format!("{} array of shape {}", a.elem().with_article(), a.shape())));
                    }
                    a.buffer()?;
                    shapes[i] = Some(*a.shape());
                    origins.extend(a.origin().cloned());
                }
                (ParamKind::Array { elem, rank, .. }, PipelineArg::Data(shape, data)) => {
                    if data.elem() != elem || shape.rank() != usize::from(rank) {
                        return Err(mismatch(format!("{} data of shape {shape}", data.elem())));
                    }
                    data.check_shape(shape)
                        .map_err(|e| Error::invalid(format!("argument {i}: {}", e.message())))?;
                    check_fits(exec, &format!("argument {i}"), shape)?;
                    shapes[i] = Some(*shape);
                }
                (ParamKind::Scalar(elem), PipelineArg::Scalar(s)) if s.elem() == elem => {
                    scalars[i] = Some(*s)
                }
                (_, PipelineArg::Scalar(s)) => return Err(mismatch(format!("{} scalar", s.elem().with_article()))),
                (ParamKind::Scalar(_), _) => return Err(mismatch("an array".into())),
            }
        }
        if self.instance.as_ref().is_none_or(|inst| inst.shapes != shapes) {
            // Checks the invocations of the kernel steps and of the operation steps' passes
            // for these shapes before it makes anything.
            self.rebuild(guest, shapes)?;
        }
        let Some(inst) = self.instance.as_mut() else {
            return Err(Error::trap("pipeline instance"));
        };
        guest.check_invocations(&inst.invocations)?;
        // Parameter blocks whose words changed (each plan block computed once: a merged
        // program's block repeats its steps').
        let plan_words = (0..self.plan.metas.len())
            .map(|m| self.plan.meta_words(m, &inst.shapes, &scalars, &inst.results))
            .collect::<Result<Vec<_>>>()?;
        for (m, buffer) in inst.metas.iter().enumerate() {
            let (parts, zeros) = &inst.meta_parts[m];
            let mut words = Vec::new();
            for &part in parts {
                words.extend_from_slice(&plan_words[part]);
            }
            words.extend(std::iter::repeat_n(0u32, *zeros));
            if inst.words[m].as_ref() != Some(&words) {
                exec.write_buffer(buffer, 0, bytemuck::cast_slice(&words))?;
                inst.words[m] = Some(words);
            }
        }
        // Inputs that changed: data is written now (before the run, in order), arrays are
        // copied at the start of the run; what a slot holds is recorded only once its copy
        // ran (a call refused before it, for the quota of its outputs say, copies nothing).
        let mut before: Vec<BufferCopy> = Vec::new();
        let mut copied: Vec<(usize, crate::array::ArrayIdentity)> = Vec::new();
        let mut uploaded = 0u64;
        for (i, arg) in args.iter().enumerate() {
            let Some(slot) = self.plan.input_slots[i] else { continue };
            let target = &inst.slots[slot];
            match arg {
                PipelineArg::Data(_, data) => {
                    let bytes = data.as_bytes();
                    if !matches!(&inst.last[i], Last::Data(b) if b.as_slice() == bytes) {
                        exec.write_buffer(target, 0, bytes)?;
                        inst.last[i] = Last::Data(bytes.to_vec());
                        uploaded += bytes.len() as u64;
                    }
                }
                PipelineArg::Resident(a) => {
                    let buffer = a.buffer()?;
                    if !matches!(&inst.last[i], Last::Array(same) if same.is(a)) {
                        before.push((buffer.clone(), target.clone()));
                        inst.last[i] = Last::Nothing;
                        copied.push((i, a.identity()));
                    }
                }
                PipelineArg::Scalar(_) => {}
            }
        }
        // The outputs: new arrays of the guest.
        let mut outputs: Vec<(Shape, crate::array::Elem, Buffer, Reservation)> = Vec::new();
        let mut after: Vec<BufferCopy> = Vec::new();
        for o in &self.plan.outputs {
            let shape = match (o.shape, o.value) {
                (Some(s), _) => s,
                (None, Value::Input(i)) => inst.shapes[i].ok_or_else(|| Error::trap("output shape"))?,
                (None, Value::Output(..)) => return Err(Error::trap("output shape")),
                (None, Value::Step(j)) => *self
                    .plan
                    .op_of(j)
                    .and_then(|o| inst.results.get(o))
                    .ok_or_else(|| Error::trap("output shape"))?,
            };
            // Written in full by the copy out of its slot (of its exact size) before the call
            // returns it: a released buffer of the guest's may serve (no zeroing).
            let from = &inst.slots[o.slot];
            if from.size() != shape.bytes() {
                return Err(Error::trap("a pipeline output's slot is not of its size"));
            }
            let (b, count) = guest.alloc_array_for_write(shape.bytes())?;
            after.push((from.clone(), b.clone()));
            outputs.push((shape, o.elem, b, count));
        }
        for (_, r) in &inst.records {
            exec.write_buffer(&r.buffer, 0, &[0; 4 * crate::kernel::codegen::FAULT_WORDS])?;
        }
        let began = std::time::Instant::now();
        let result = Self::execute(exec, &self.tenant, inst, &before, &after).await;
        if result.is_ok() {
            for (i, identity) in copied {
                inst.last[i] = Last::Array(identity);
            }
        }
        // An input computed by a cut loop upstream taints the whole call.
        let mut times = None;
        let result = match result {
            Ok(Ran { cut, times: t }) => {
                times = t;
                // As for one lineage: a cut loop first (this run's, then its inputs'), then a
                // read outside (in this run's steps, then upstream of its inputs).
                match cut {
                    Some(cut) => Ok(Some(cut)),
                    None => match Origin::verify_all(&origins, exec).await {
                        Err(e) if e.kind() == Some(ErrorKind::Truncated) => Err(e),
                        inputs => self.read_records(exec).await.and(inputs).map(|()| None),
                    },
                }
            }
            Err(e) => Err(e),
        };
        let failure = match result {
            Ok(None) => None,
            Ok(Some(cut)) => {
                let steps = &self.plan.steps;
                let unit = self.instance.as_ref().and_then(|i| i.units.get(cut.dispatch)).copied();
                let name = unit.map_or_else(|| "?".to_string(), |u| self.covers_name(&u));
                let at = match unit {
                    Some(Covers::Steps(Unit { first, steps: 1 })) => format!("step {}", steps[first].index),
                    Some(Covers::Steps(Unit { first, steps: k })) => format!(
                        "steps {} to {} (one fused dispatch)",
                        steps[first].index,
                        steps[first + k - 1].index
                    ),
                    Some(Covers::Op(o)) => format!("step {}", self.plan.ops[o].index),
                    None => "a step".to_string(),
                };
                Some(Error::new(
                    ErrorKind::Truncated,
                    format!(
                        "kernel `{name}` exhausted its loop budget of {} iterations per invocation in \
                         {at} of this pipeline; the call's results were discarded",
                        cut.budget
                    ),
                ))
            }
            Err(e) => Some(e),
        };
        if let Some(e) = failure {
            // Whether this call's copies of its arguments happened is unknown: the next call
            // uploads and copies everything again.
            if let Some(inst) = self.instance.as_mut() {
                inst.last.iter_mut().for_each(|l| *l = Last::Nothing);
            }
            return Err(e);
        }
        let units = self.instance.as_ref().map_or(&[][..], |i| &i.units[..]);
        self.last_times = times.map(|t| {
            // An operation's passes are one entry: its step's.
            let mut steps: Vec<(u32, u64)> = Vec::with_capacity(units.len());
            for (d, (u, ns)) in units.iter().zip(t.nanos).enumerate() {
                let same = d > 0 && matches!((units[d - 1], *u), (Covers::Op(a), Covers::Op(b)) if a == b);
                match steps.last_mut() {
                    Some(last) if same => last.1 += ns,
                    _ => steps.push((self.step_index(u) as u32, ns)),
                }
            }
            RunTimes { source: t.source, steps }
        });
        let outputs = outputs
            .into_iter()
            .map(|(shape, elem, b, count)| ResidentArray::new(shape, elem, b, None).counted(count))
            .collect();
        let (steps, dispatches) = ((self.plan.steps.len() + self.plan.ops.len()) as u64, units.len() as u64);
        Ok((outputs, RunReport { began, uploaded, steps, dispatches }))
    }

    /// Fails with `out-of-range` where a checked step of the last run read a strict array
    /// outside it (the records are read after the run's work).
    async fn read_records(&self, exec: &dyn Executor) -> Result<()> {
        let Some(inst) = self.instance.as_ref() else { return Ok(()) };
        for (s, r) in &inst.records {
            let step = &self.plan.steps[*s];
            let name = self.plan.kernels[step.kernel].name();
            let at = format!(" in step {} of this pipeline", step.index);
            if let Some(e) = r.error(name, &at, &exec.read_buffer(&r.buffer).await?) {
                return Err(e);
            }
        }
        Ok(())
    }

    /// Runs every step: the prepared schedule, or one dispatch at a time.
    async fn execute(
        exec: &dyn Executor,
        tenant: &Tenant,
        inst: &Instance,
        before: &[BufferCopy],
        after: &[BufferCopy],
    ) -> Result<Ran> {
        if let Some(schedule) = &inst.schedule {
            return exec.run_schedule(schedule, before, after).await;
        }
        for (from, to) in before {
            exec.copy_buffer(from, to)?;
        }
        let mut probes = Vec::new();
        for (i, d) in inst.dispatches.iter().enumerate() {
            let bindings: Vec<&Buffer> = d.bindings.iter().collect();
            let probe =
                crate::exec::parts::dispatch_in_parts(exec, tenant, &d.program, &bindings, d.workgroups).await?;
            if let Some(p) = probe {
                probes.push((i, p));
            }
        }
        for (from, to) in after {
            exec.copy_buffer(from, to)?;
        }
        if probes.is_empty() {
            // Nothing to verify: still return only when the work is done, as fused runs do.
            exec.finish(tenant).await?;
            return Ok(Ran::default());
        }
        let refs: Vec<&crate::exec::BudgetFlag> = probes.iter().map(|(_, p)| p).collect();
        let cut = exec.probe(&refs).await?;
        let cut = probes
            .iter()
            .zip(cut)
            .find(|(_, c)| *c)
            .map(|((i, p), _)| Cut { dispatch: *i, budget: p.budget() });
        Ok(Ran { cut, times: None })
    }

    /// Makes the buffers, parameter blocks, dispatches and schedule for `shapes`.
    fn rebuild(&mut self, guest: GuestScope<'_>, shapes: Vec<Option<Shape>>) -> Result<()> {
        let exec = guest.exec;
        // The old instance's buffers (and their bytes) go first.
        self.instance = None;
        // The operation steps' passes for these shapes: their dispatches count against the
        // guest's limits with the kernel steps', before anything is made.
        let op_shapes = self.plan.op_shapes(&shapes)?;
        let mut op_runs = Vec::with_capacity(op_shapes.len());
        for (step, (input, _)) in self.plan.ops.iter().zip(&op_shapes) {
            let at = |e: Error| {
                let kind = e.kind().unwrap_or(ErrorKind::Invalid);
                Error::new(kind, format!("step {} (`{}`): {}", step.index, step.op.name(), e.message()))
            };
            let passes = step.op.passes(guest, &self.tools, step.elem, input).map_err(at)?;
            // The instance keeps the result's buffer from call to call.
            op_runs.push(passes.kept(guest, &self.tools)?);
        }
        let results: Vec<Shape> = op_shapes.iter().map(|r| r.1).collect();
        // Each pass is a dispatch the instance makes and keeps (its bind group, its parameter
        // block): they count against the guest's step limit with the kernel steps.
        let passes: usize = op_runs.iter().map(|r| r.passes.len()).sum();
        let max = guest.quotas.max_plan_steps as usize;
        if self.plan.steps.len() + passes > max {
            return Err(Error::quota(format!(
                "the plan's {} kernel steps and its operation steps' {passes} passes for these shapes \
                 are over this guest's limit of {max} steps",
                self.plan.steps.len()
            )));
        }
        let mut invocations = self.invocations.clone();
        for r in &op_runs {
            invocations.extend(r.invocations());
        }
        guest.check_invocations(&invocations)?;
        let op_bytes: u64 = op_runs.iter().map(ops::Passes::extra_bytes).sum::<u64>()
            + self.plan.slots.iter().map(|s| if let PlanBuffer::Sized(o) = s { results[*o].bytes() } else { 0 }).sum::<u64>();
        let (units, report) = self.cut_blocks(exec, &shapes, &results)?;
        // A checked step runs one element per invocation.
        for (u, f) in &units {
            if let Some(Fused::Checked(..)) = f {
                invocations[u.first] = self.plan.kernels[self.plan.steps[u.first].kernel].invocations_at(exec, 1)?;
            }
        }
        guest.check_invocations(&invocations)?;
        let meta_bytes: u64 = self.plan.metas.iter().map(|m| self.plan.kernels[m.kernel].meta_bytes()).sum::<u64>()
            + units
                .iter()
                .filter(|(_, f)| matches!(f, Some(Fused::Merged(..))))
                .map(|(u, _)| self.merged_meta_bytes(u))
                .sum::<u64>();
        // Bands' tiles: two per worker, as large as the largest block's.
        let tile_bytes = units
            .iter()
            .filter_map(|(u, f)| match f {
                Some(Fused::Banded(_, g, _)) => {
                    let out = self.plan.kernels[self.plan.steps[u.first].kernel].output();
                    Some(g.tile_bytes(out.dims3(), out.rank()))
                }
                _ => None,
            })
            .max()
            .map_or(0, |b| 2 * u64::from(exec.band_parts().unwrap_or(1)) * b);
        let input_bytes: u64 = self
            .plan
            .slots
            .iter()
            .map(|s| match s {
                PlanBuffer::Input(i) => shapes[*i].map_or(0, |s| s.bytes()),
                PlanBuffer::Shared(_) | PlanBuffer::Sized(_) => 0,
            })
            .sum::<u64>()
            + meta_bytes
            + op_bytes
            + tile_bytes
            + match self.timed {
                // One timer per dispatch: at most one per kernel step, one per pass.
                Ok(true) => {
                    (self.plan.steps.len() + passes) as u64 * crate::exec::TIMER_BYTES_PER_DISPATCH
                }
                _ => 0,
            };
        let input_bytes = guest.reserve(
            Account::Bytes,
            input_bytes,
            "the pipeline's input buffers, parameter blocks, band tiles and timers",
        )?;
        let made = self.make(exec, &shapes, units, report, (&results, &op_runs));
        match made {
            Ok(Prepared { slots, metas, meta_parts, dispatches, units, report, records }) => {
                let mut schedule = None;
                // A step that runs in parts (`exec::parts`) cannot be in a fused schedule (one
                // submission): these shapes run step by step, untimed; the pipeline's kind stays
                // for other shapes.
                let cut = self.kind != Strategy::Generic
                    && dispatches.iter().all(|d| d.bands.is_none())
                    && dispatches.iter().any(|d| exec.parts(&d.program, d.workgroups) > 1);
                if cut {
                    tracing::debug!(
                        target: "wasm_host::pipeline",
                        "a step of these shapes runs in parts: the pipeline runs step by step"
                    );
                }
                if self.kind != Strategy::Generic && !cut {
                    let options = ScheduleOptions { threads: self.threads, timed: self.timed == Ok(true) };
                    match exec.prepare_schedule(dispatches.clone(), options) {
                        Ok(s) => {
                            self.kind = s.kind().into();
                            schedule = Some(s);
                        }
                        Err(e) if e.kind() == Some(ErrorKind::Unsupported) => {
                            // Bands run only in a schedule: one by one they compute something else.
                            if dispatches.iter().any(|d| d.bands.is_some()) {
                                return Err(Error::trap(format!("a schedule of bands was declined: {e}")));
                            }
                            self.kind = Strategy::Generic;
                            self.fallback = Some(e.message().to_string());
                            if self.timed == Ok(true) {
                                self.timed = Err(untimed_generic(e.message()));
                            }
                        }
                        Err(e) => return Err(e),
                    }
                }
                let n = self.plan.inputs.len();
                self.instance = Some(Instance {
                    shapes,
                    _input_bytes: input_bytes,
                    words: vec![None; metas.len()],
                    slots,
                    metas,
                    meta_parts,
                    dispatches,
                    unit_names: units.iter().map(|u| self.covers_name(u)).collect(),
                    units,
                    results,
                    invocations,
                    report,
                    schedule,
                    last: (0..n).map(|_| Last::Nothing).collect(),
                    records,
                });
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// The name of what a dispatch covers: [`Pipeline::unit_name`], or an operation's.
    fn covers_name(&self, covers: &Covers) -> String {
        match covers {
            Covers::Steps(u) => self.unit_name(u),
            Covers::Op(o) => self.plan.ops[*o].op.name(),
        }
    }

    /// The guest's index of the (first) step a dispatch covers.
    fn step_index(&self, covers: &Covers) -> usize {
        match covers {
            Covers::Steps(u) => self.plan.steps[u.first].index,
            Covers::Op(o) => self.plan.ops[*o].index,
        }
    }

    /// The dispatches of operation step `step` (its passes, with `slots` for its input and
    /// result), with their scratch arrays and parameter blocks (written now: their words
    /// follow from the shapes alone).
    fn op_dispatches(
        &self,
        exec: &dyn Executor,
        step: &OpStep,
        run: &ops::Passes,
        slots: &[Buffer],
    ) -> Result<Vec<Dispatch>> {
        let scratch = run
            .scratch
            .iter()
            .map(|&b| exec.create_buffer(&self.tenant, "pipeline operation", b))
            .collect::<Result<Vec<_>>>()?;
        let buffer = |b: ops::Buf| -> Result<Buffer> {
            match b {
                ops::Buf::Input => Ok(slots[step.input].clone()),
                ops::Buf::Result => Ok(slots[step.output].clone()),
                ops::Buf::Scratch(i) => scratch.get(i).cloned().ok_or_else(|| Error::trap("a pass's scratch array")),
            }
        };
        let mut out = Vec::new();
        for pass in &run.passes {
            let meta = exec.create_buffer(&self.tenant, "pipeline parameters", pass.meta_bytes)?;
            exec.write_buffer(&meta, 0, bytemuck::cast_slice(&pass.words))?;
            let mut bindings = vec![meta, buffer(pass.writes)?];
            for &r in &pass.reads {
                bindings.push(buffer(r)?);
            }
            out.push(Dispatch::new(pass.program.clone(), bindings, pass.grid));
        }
        Ok(out)
    }

    /// The name of `unit`'s kernel, or its kernels' joined by `+` (in order, each once per run
    /// of the same kernel).
    fn unit_name(&self, unit: &Unit) -> String {
        let mut kernels: Vec<usize> = Vec::new();
        for s in &self.plan.steps[unit.first..unit.first + unit.steps] {
            if kernels.last() != Some(&s.kernel) {
                kernels.push(s.kernel);
            }
        }
        let names: Vec<&str> = kernels.iter().map(|&k| self.plan.kernels[k].name()).collect();
        names.join("+")
    }

    /// The bytes of the parameter block of a merged program for `unit`'s steps: theirs, one
    /// after another, and the zero words.
    fn merged_meta_bytes(&self, unit: &Unit) -> u64 {
        let steps = &self.plan.steps[unit.first..unit.first + unit.steps];
        steps.iter().map(|s| self.plan.kernels[s.kernel].meta_bytes()).sum::<u64>() + 4 * merged::ZERO_WORDS as u64
    }

    #[allow(clippy::type_complexity)]
    fn make(
        &mut self,
        exec: &dyn Executor,
        shapes: &[Option<Shape>],
        units: Vec<(Unit, Option<Fused>)>,
        mut report: FusionReport,
        (results, op_runs): (&[Shape], &[ops::Passes]),
    ) -> Result<Prepared> {
        let slots = self
            .plan
            .slots
            .iter()
            .zip(&self.shared)
            .map(|(slot, shared)| match (slot, shared) {
                (_, Some(b)) => Ok(b.clone()),
                (PlanBuffer::Input(i), None) => {
                    let shape = shapes[*i].ok_or_else(|| Error::trap("pipeline input shape"))?;
                    exec.create_buffer(&self.tenant, "pipeline input", shape.bytes())
                }
                (PlanBuffer::Sized(o), None) => {
                    let shape = results.get(*o).ok_or_else(|| Error::trap("pipeline operation shape"))?;
                    exec.create_buffer(&self.tenant, "pipeline step", shape.bytes())
                }
                (PlanBuffer::Shared(_), None) => Err(Error::trap("pipeline shared slot")),
            })
            .collect::<Result<Vec<_>>>()?;
        // Each operation step's dispatches, run before the first kernel unit at or after its
        // place (no unit spans one: fusion stops at them).
        let mut op_lists = Vec::with_capacity(op_runs.len());
        for (step, run) in self.plan.ops.iter().zip(op_runs) {
            op_lists.push(self.op_dispatches(exec, step, run, &slots)?);
        }
        let mut op_lists = op_lists.into_iter().enumerate().peekable();
        let mut covers: Vec<Covers> = Vec::with_capacity(units.len());
        let mut metas = self
            .plan
            .metas
            .iter()
            .map(|Meta { kernel, .. }| {
                exec.create_buffer(
                    &self.tenant,
                    "pipeline parameters",
                    self.plan.kernels[*kernel].meta_bytes(),
                )
            })
            .collect::<Result<Vec<_>>>()?;
        let mut meta_parts: Vec<(Vec<usize>, usize)> = (0..metas.len()).map(|m| (vec![m], 0)).collect();
        let mut dispatches = Vec::with_capacity(units.len());
        let mut records = Vec::new();
        for (unit, fused) in &units {
            while let Some((o, list)) = op_lists.next_if(|(o, _)| self.plan.ops[*o].at <= unit.first) {
                covers.extend(std::iter::repeat_n(Covers::Op(o), list.len()));
                dispatches.extend(list);
            }
            covers.push(Covers::Steps(*unit));
            let steps = &self.plan.steps[unit.first..unit.first + unit.steps];
            let (first, last) = (&steps[0], &steps[unit.steps - 1]);
            let b = &self.plan.bindings[first.binding];
            let k = &self.plan.kernels[first.kernel];
            let output = slots[self.plan.bindings[last.binding].output].clone();
            let dispatch = match fused {
                // What the step binds, then its out-of-range record.
                Some(Fused::Checked(p, params)) => {
                    let mut bindings = vec![metas[b.meta].clone(), output];
                    bindings.extend(b.args.iter().map(|&a| slots[a].clone()));
                    bindings.extend(b.extra.iter().map(|&e| slots[e].clone()));
                    let bytes = 4 * crate::kernel::codegen::FAULT_WORDS as u64;
                    let buffer = exec.create_buffer(&self.tenant, "pipeline out-of-range record", bytes)?;
                    bindings.push(buffer.clone());
                    records.push((unit.first, Record { buffer, params: params.clone() }));
                    Dispatch::new(p.clone(), bindings, k.workgroups_at(exec, 1)?)
                }
                // A block binds what its first step binds, with its last step's output.
                None | Some(Fused::Blocked(..) | Fused::Banded(..)) => {
                    let mut bindings = vec![metas[b.meta].clone(), output];
                    bindings.extend(b.args.iter().map(|&a| slots[a].clone()));
                    // A kernel's other outputs (never blocked: `Kernel::unblockable`).
                    bindings.extend(b.extra.iter().map(|&e| slots[e].clone()));
                    match fused {
                        Some(Fused::Blocked(p, g)) => {
                            Dispatch::new(p.clone(), bindings, g.workgroups(k.output().dims3()))
                        }
                        Some(Fused::Banded(p, g, carried)) => {
                            let bands = g.layout(k.output().dims3(), k.output().rank(), *carried);
                            Dispatch {
                                bands: Some(Arc::new(bands)),
                                ..Dispatch::new(p.clone(), bindings, k.workgroups_at(exec, 1)?)
                            }
                        }
                        _ => Dispatch::new(k.program().clone(), bindings, k.workgroups(exec)?),
                    }
                }
                // A merged program binds the steps' parameter blocks as one, the last step's
                // output, and each step's arrays but the carried ones.
                Some(Fused::Merged(p, group, per)) => {
                    let carried = &group.carried;
                    let parts: Vec<usize> = steps.iter().map(|s| self.plan.bindings[s.binding].meta).collect();
                    let bytes = self.merged_meta_bytes(unit);
                    metas.push(exec.create_buffer(&self.tenant, "pipeline parameters", bytes)?);
                    meta_parts.push((parts, merged::ZERO_WORDS));
                    let mut bindings = vec![metas[metas.len() - 1].clone(), output];
                    for (j, s) in steps.iter().enumerate() {
                        let carried = j.checked_sub(1).map(|c| carried[c]);
                        let args = &self.plan.bindings[s.binding].args;
                        let reads = fusion::binding_reads(&self.plan.kernels[s.kernel], args, carried);
                        bindings.extend(reads.into_iter().map(|a| slots[a].clone()));
                    }
                    // Then the results it stores, in order.
                    for (j, s) in steps.iter().enumerate() {
                        if group.stored.get(j) == Some(&true) {
                            bindings.push(slots[self.plan.bindings[s.binding].output].clone());
                        }
                    }
                    let last_kernel = &self.plan.kernels[last.kernel];
                    Dispatch::new(p.clone(), bindings, last_kernel.workgroups_at(exec, *per)?)
                }
            };
            dispatches.push(dispatch);
        }
        for (o, list) in op_lists {
            covers.extend(std::iter::repeat_n(Covers::Op(o), list.len()));
            dispatches.extend(list);
        }
        report.dispatches = covers.len() as u32;
        if report.fused_steps == 0 && report.reason.is_none() {
            report.reason = Some(
                "no step reads the previous step's result only at its own element, and none is followed \
                 by a step of its kernel that reads its result"
                    .into(),
            );
        }
        Ok(Prepared { slots, metas, meta_parts, dispatches, units: covers, report, records })
    }

    /// Cuts the plan's steps into dispatches: one per step, except for pointwise groups
    /// (`plan::fusion::pointwise`), each one dispatch of a merged program, and chains of
    /// linked steps of a stencil (`plan::fusion::chains`), which run as blocks of up to k
    /// steps each with a blocked program. A block never writes the buffer it reads (a
    /// ping-pong's even blocks would): where its last step's output is its input's buffer, it
    /// is one step shorter. Groups come first: they need no halo and compute nothing twice.
    fn cut_blocks(
        &mut self,
        exec: &dyn Executor,
        shapes: &[Option<Shape>],
        results: &[Shape],
    ) -> Result<(Units, FusionReport)> {
        let n = self.plan.steps.len();
        let mut report = FusionReport { k: 1, ..FusionReport::default() };
        let mut units: Units = Vec::with_capacity(n);
        // Steps whose strict reads are not proven inside run alone, checked.
        let mut taken = vec![false; n];
        for (s, taken) in taken.iter_mut().enumerate() {
            let params = self.step_shapes(s, shapes, results);
            let step = &self.plan.steps[s];
            let k = &self.plan.kernels[step.kernel];
            let shapes: Vec<Option<Shape>> = params.iter().map(|p| p.1).collect();
            if !k.strict_proven(k.output(), &shapes) {
                let program = k.checked_program(exec)?;
                units.push((Unit { first: s, steps: 1 }, Some(Fused::Checked(program, params))));
                *taken = true;
                report.reason.get_or_insert(format!(
                    "step {} (`{}`) reads a strict array where the host cannot prove its reads inside \
                     for these shapes: it runs alone, checked",
                    step.index,
                    k.name()
                ));
            }
        }
        if self.kind == Strategy::Generic {
            report.reason = Some("the generic executor runs one dispatch per step".to_string());
        } else {
            if self.step_fusion.pointwise {
                self.cut_groups(exec, &mut units, &mut taken, &mut report);
            }
            self.cut_chains(exec, shapes, &mut units, &mut taken, &mut report);
        }
        units.extend((0..n).filter(|&s| !taken[s]).map(|first| (Unit { first, steps: 1 }, None)));
        units.sort_by_key(|(u, _)| u.first);
        Ok((units, report))
    }

    /// Each parameter of kernel step `s` (an index into [`Plan::steps`]) with, for an array,
    /// its argument's shape in a call of input `shapes` and operation `results`.
    fn step_shapes(&self, s: usize, shapes: &[Option<Shape>], results: &[Shape]) -> Vec<(String, Option<Shape>)> {
        let step = &self.plan.steps[s];
        let k = &self.plan.kernels[step.kernel];
        let parts = &self.plan.metas[self.plan.bindings[step.binding].meta].parts;
        // The block's parts: the output's extents, then one per parameter.
        k.params()
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let ParamKind::Array { rank, .. } = p.kind else { return (p.name.clone(), None) };
                let dims = match parts.get(1 + i) {
                    Some(Part::Extents(d)) => Some(*d),
                    Some(Part::InputExtents(j)) => shapes.get(*j).copied().flatten().map(|s| s.dims3()),
                    Some(Part::OpExtents(o)) => results.get(*o).map(|s| s.dims3()),
                    _ => None,
                };
                (p.name.clone(), dims.and_then(|d| Shape::new(&d[..usize::from(rank)]).ok()))
            })
            .collect()
    }

    /// The pointwise groups' units (see [`Pipeline::cut_blocks`]).
    fn cut_groups(
        &mut self,
        exec: &dyn Executor,
        units: &mut Units,
        taken: &mut [bool],
        report: &mut FusionReport,
    ) {
        let max_arrays = exec.limits().max_storage_buffers.saturating_sub(2) as usize;
        report.reason = self.plan.groups.refused.clone();
        // On the host's CPU a merged program that stores a result costs more than the steps it
        // merges (gray-scott 0.84-0.88x on the cpu executor); one that stores none does not.
        let unstored = self.backend.on_cpu && !self.step_fusion.on_cpu;
        if unstored && self.plan.groups.groups.iter().any(|g| g.stored.contains(&true)) {
            report.reason.get_or_insert(
                "the executor runs on the host's CPU, where a merged program that also stores a step's \
                 result costs more than the steps it merges (`StepFusion::on_cpu`)"
                    .to_string(),
            );
        }
        let groups: Vec<fusion::Group> = self
            .plan
            .groups
            .groups
            .iter()
            .flat_map(|g| if unstored { fusion::unstored(g) } else { vec![g.clone()] })
            .flat_map(|g| fusion::fit(&self.plan, &g, max_arrays))
            .collect();
        for g in groups {
            let (first, len) = (g.first, g.len());
            if taken[first..first + len].iter().any(|&t| t) {
                continue;
            }
            let steps = &self.plan.steps[first..first + len];
            let key: MergedKey = steps
                .iter()
                .enumerate()
                .map(|(j, s)| (s.kernel, j.checked_sub(1).map(|c| g.carried[c]), g.stored.get(j) == Some(&true)))
                .collect();
            let (from, to) = (steps[0].index, steps[len - 1].index);
            match self.merged_program(exec, key) {
                Ok((program, per)) => {
                    taken[first..first + len].iter_mut().for_each(|t| *t = true);
                    report.fused_steps += len as u32;
                    report.k = report.k.max(len as u32);
                    units.push((Unit { first, steps: len }, Some(Fused::Merged(program, g, per))));
                }
                Err(e) => {
                    report.reason.get_or_insert(format!(
                        "steps {from} to {to}: their merged program was refused: {}",
                        e.message()
                    ));
                }
            }
        }
    }

    /// The blocks of stencil chains (see [`Pipeline::cut_blocks`]), over steps not `taken`:
    /// bands where the executor runs them ([`Pipeline::cut_bands`]), else workgroup tiles.
    fn cut_chains(
        &mut self,
        exec: &dyn Executor,
        shapes: &[Option<Shape>],
        units: &mut Units,
        taken: &mut [bool],
        report: &mut FusionReport,
    ) {
        if let Some(parts) = exec.band_parts() {
            return self.cut_bands(exec, shapes, parts, units, taken, report);
        }
        let off = if self.step_fusion.max_steps < 2 {
            Some("blocks of a stencil's steps are off in the runtime's configuration (`StepFusion::max_steps`)")
        } else if self.backend.on_cpu && !self.step_fusion.on_cpu {
            Some(
                "the executor runs on the host's CPU, where a dispatch costs little and a blocked \
                 kernel more than it saves (`StepFusion::on_cpu`)",
            )
        } else {
            None
        };
        if let Some(why) = off {
            report.reason.get_or_insert(why.to_string());
            return;
        }
        for (chain, kernel, k) in self.chains(shapes, report) {
            let storage = exec.limits().max_workgroup_storage_bytes;
            let invocations = exec.limits().max_workgroup_invocations;
            let Some(geometry) = Geometry::choose(
                k.output().rank(),
                chain.radius,
                self.step_fusion.max_steps,
                invocations,
                storage,
            ) else {
                report.reason.get_or_insert(format!(
                    "kernel `{}`: no tile of 2 steps with a halo of radius {:?} fits {storage} bytes of workgroup memory",
                    k.name(),
                    chain.radius
                ));
                continue;
            };
            self.cut_chain(&chain, geometry.steps, (units, taken, report), |p, len| {
                let g = geometry.with_steps(len);
                let program = p.blocked_program(exec, kernel, chain.carried, &g)?;
                Ok((Fused::Blocked(program, g), g.halo()))
            })
            .unwrap_or_else(|e| {
                report.reason.get_or_insert(format!("kernel `{}`: its blocked variant was refused: {}", k.name(), e.message()));
            });
        }
    }

    /// The blocks of stencil chains as bands of rows, on an executor that runs them over
    /// `parts` workers (see [`crate::kernel::banded`]).
    fn cut_bands(
        &mut self,
        exec: &dyn Executor,
        shapes: &[Option<Shape>],
        parts: u32,
        units: &mut Units,
        taken: &mut [bool],
        report: &mut FusionReport,
    ) {
        if self.step_fusion.bands < 2 {
            report.reason.get_or_insert(
                "bands of a stencil's steps are off in the runtime's configuration (`StepFusion::bands`)".to_string(),
            );
            return;
        }
        for (chain, kernel, k) in self.chains(shapes, report) {
            let (dims, rank) = (k.output().dims3(), k.output().rank());
            let radius = chain.radius[rank - 1];
            let cells = self.step_fusion.band_cells;
            let Some(banding) = Banding::choose(dims, rank, radius, self.step_fusion.bands, parts, cells) else {
                report.reason.get_or_insert(format!(
                    "kernel `{}`: its output {} has rows too wide or too few for bands of several steps \
                     in tiles of {cells} cells",
                    k.name(),
                    k.output()
                ));
                continue;
            };
            let carried = 2 + array_position(k.params(), chain.carried);
            self.cut_chain(&chain, banding.steps, (units, taken, report), |p, len| {
                let b = banding.with_steps(len);
                let program = p.banded_program(exec, kernel, chain.carried)?;
                let mut halo = [0; 3];
                halo[rank - 1] = b.halo();
                Ok((Fused::Banded(program, b, carried), halo))
            })
            .unwrap_or_else(|e| {
                report.reason.get_or_insert(format!("kernel `{}`: its banded variant was refused: {}", k.name(), e.message()));
            });
        }
    }

    /// The plan's chains for `shapes`, each with its plan kernel (the first reason steps did
    /// not link goes to `report`).
    fn chains(&self, shapes: &[Option<Shape>], report: &mut FusionReport) -> Vec<(fusion::Chain, usize, Kernel)> {
        let chains = fusion::chains(&self.plan, shapes);
        if let Some(why) = chains.refused {
            report.reason.get_or_insert(why);
        }
        chains
            .chains
            .into_iter()
            .map(|c| {
                let kernel = self.plan.steps[c.first].kernel;
                (c, kernel, self.plan.kernels[kernel].clone())
            })
            .collect()
    }

    /// Cuts `chain` (unless a step of it is `taken`) into blocks of at most `most` steps, each
    /// made by `fused` (its program and halo) for its length; a block never writes the buffer
    /// it reads (a ping-pong's even blocks would): where its last step's output is its input's
    /// buffer, it is one step shorter. A refused program stops the chain.
    fn cut_chain(
        &mut self,
        chain: &fusion::Chain,
        most: u32,
        (units, taken, report): (&mut Units, &mut [bool], &mut FusionReport),
        mut fused: impl FnMut(&mut Self, u32) -> Result<(Fused, [u32; 3])>,
    ) -> Result<()> {
        let end = chain.first + chain.len;
        if taken[chain.first..end].iter().any(|&t| t) {
            return Ok(());
        }
        let array = array_position(self.plan.kernels[self.plan.steps[chain.first].kernel].params(), chain.carried);
        let mut s = chain.first;
        while s < end {
            let input = self.plan.bindings[self.plan.steps[s].binding].args[array];
            let mut len = most.min((end - s) as u32) as usize;
            while len >= 2 && self.plan.bindings[self.plan.steps[s + len - 1].binding].output == input {
                len -= 1;
            }
            if len < 2 {
                s += 1;
                continue;
            }
            let (program, halo) = fused(self, len as u32)?;
            if len as u32 > report.k {
                report.k = len as u32;
                report.halo = halo;
            }
            report.fused_steps += len as u32;
            taken[s..s + len].iter_mut().for_each(|t| *t = true);
            units.push((Unit { first: s, steps: len }, Some(program)));
            s += len;
        }
        Ok(())
    }

    /// The merged program of the steps whose (plan kernel, carried parameter) are `key`, tried
    /// once (a refusal is kept too), and at most [`MAX_MERGED_PROGRAMS`] tries per pipeline.
    fn merged_program(&mut self, exec: &dyn Executor, key: MergedKey) -> Result<(Program, u32)> {
        if let Some((_, p)) = self.merged.iter().find(|(k, _)| *k == key) {
            return p.clone();
        }
        if self.merged.len() >= MAX_MERGED_PROGRAMS {
            return Err(Error::quota(format!(
                "the pipeline already tried {MAX_MERGED_PROGRAMS} merged programs of other steps"
            )));
        }
        let members: Vec<Member<'_>> = key
            .iter()
            .map(|&(k, carried, stored)| Member { kernel: &self.plan.kernels[k], carried, stored })
            .collect();
        let program = merged::program(exec, &members).map(|p| (p, merged::elements_per_invocation(&members)));
        self.merged.push((key, program.clone()));
        program
    }

    /// The banded program of plan kernel `kernel` for `carried`, made once.
    fn banded_program(&mut self, exec: &dyn Executor, kernel: usize, carried: usize) -> Result<Program> {
        if let Some((_, p)) = self.banded.iter().find(|(k, _)| *k == (kernel, carried)) {
            return Ok(p.clone());
        }
        let program = self.plan.kernels[kernel].banded(exec, carried)?;
        self.banded.push(((kernel, carried), program.clone()));
        Ok(program)
    }

    /// The blocked program of plan kernel `kernel` for `carried` and `geometry`, made once.
    fn blocked_program(
        &mut self,
        exec: &dyn Executor,
        kernel: usize,
        carried: usize,
        geometry: &Geometry,
    ) -> Result<Program> {
        let key = (kernel, carried, *geometry);
        if let Some((_, p)) = self.blocked.iter().find(|(k, _)| *k == key) {
            return Ok(p.clone());
        }
        let k = &self.plan.kernels[kernel];
        // The cheap check first: a dispatch the device cannot make is never compiled.
        let workgroups = geometry.workgroups(k.output().dims3());
        let max = exec.limits().max_workgroups_per_dimension;
        if workgroups.iter().any(|&w| w > max) {
            return Err(Error::quota(format!("{workgroups:?} workgroups; the device allows {max} per dimension")));
        }
        let program = k.blocked(exec, carried, geometry)?;
        self.blocked.push((key, program.clone()));
        Ok(program)
    }
}

/// The position of array parameter `param` among `params`' array parameters (its index into a
/// binding's `args`).
fn array_position(params: &[crate::kernel::Param], param: usize) -> usize {
    params[..param].iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count()
}

/// Why a pipeline that fell back to the generic executor runs untimed.
fn untimed_generic(fallback: &str) -> String {
    format!("the generic executor does not time steps ({fallback})")
}
