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

use crate::array::{HostData, Origin, ResidentArray, Scalar, Shape};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::{
    BackendInfo, Buffer, BufferCopy, Cut, Dispatch, Executor, Ran, Schedule, ScheduleKind, ScheduleOptions,
    Tenant, TimeSource, WeakBuffer,
};
use crate::guest::GuestScope;
use crate::config::StepFusion;
use crate::exec::Program;
use crate::kernel::blocked::Geometry;
use crate::kernel::{ParamKind, check_fits};
use crate::ledger::{Account, Reservation};
use crate::plan::{Meta, Plan, PlanDesc, Slot, Value, fusion};

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

/// What [`Pipeline::make`] makes for one set of input shapes.
struct Made {
    slots: Vec<Buffer>,
    metas: Vec<Buffer>,
    dispatches: Vec<Dispatch>,
    units: Vec<Unit>,
    report: FusionReport,
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
    /// This array was copied (arrays never change, so the same live array means the same bytes).
    Array(WeakBuffer),
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
    words: Vec<Option<Vec<u32>>>,
    dispatches: Vec<Dispatch>,
    /// The steps each dispatch covers.
    units: Vec<Unit>,
    report: FusionReport,
    schedule: Option<Schedule>,
    last: Vec<Last>,
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
}

/// A pipeline as its guest holds it (the WIT `pipeline`): cheap to clone, one call at a time
/// (a call holds the lock across its awaits, so it can borrow the guest's arrays from the same
/// table meanwhile), and counted against the guest's pipelines until its last clone drops.
#[derive(Clone, Debug)]
pub struct Held {
    pipeline: Arc<tokio::sync::Mutex<Pipeline>>,
    _count: Arc<Reservation>,
}

impl Held {
    /// `pipeline`, counted by `count`.
    pub fn new(pipeline: Pipeline, count: Reservation) -> Held {
        Held { pipeline: Arc::new(tokio::sync::Mutex::new(pipeline)), _count: Arc::new(count) }
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
    pub fn create(
        guest: GuestScope<'_>,
        desc: PlanDesc,
        options: PipelineOptions,
        default_timings: bool,
        step_fusion: StepFusion,
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
                Slot::Shared(b) => exec.create_buffer(&tenant, "pipeline step", b).map(Some),
                Slot::Input(_) => Ok(None),
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

    /// The kernel name of each dispatch of the last call, in order (as [`RunTimes`] lists
    /// them).
    pub fn step_kernels(&self) -> impl Iterator<Item = &str> {
        let units = self.instance.as_ref().map_or(&[][..], |i| &i.units[..]);
        units.iter().map(|u| self.plan.kernels[self.plan.steps[u.first].kernel].name())
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
            steps: self.plan.steps.len() as u32,
            kernels: self.plan.kernels.len() as u32,
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
            return Err(Error::invalid(format!(
                "the pipeline takes {} arguments, {} were given",
                inputs.len(),
                args.len()
            )));
        }
        let mut shapes: Vec<Option<Shape>> = vec![None; inputs.len()];
        let mut scalars: Vec<Option<Scalar>> = vec![None; inputs.len()];
        let mut origins: Vec<Arc<Origin>> = Vec::new();
        for (i, (param, arg)) in inputs.iter().zip(args).enumerate() {
            let mismatch =
                |got: String| Error::invalid(format!("argument {i}: input {param} was given {got}"));
            match (param.kind, arg) {
                (ParamKind::Array { elem, rank }, PipelineArg::Resident(a)) => {
                    if a.elem() != elem || a.shape().rank() != usize::from(rank) {
                        return Err(mismatch(format!("a {} array of shape {}", a.elem(), a.shape())));
                    }
                    a.buffer()?;
                    shapes[i] = Some(*a.shape());
                    origins.extend(a.origin().cloned());
                }
                (ParamKind::Array { elem, rank }, PipelineArg::Data(shape, data)) => {
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
                (_, PipelineArg::Scalar(s)) => return Err(mismatch(format!("a {} scalar", s.elem()))),
                (ParamKind::Scalar(_), _) => return Err(mismatch("an array".into())),
            }
        }
        guest.check_invocations(&self.invocations)?;
        if self.instance.as_ref().is_none_or(|inst| inst.shapes != shapes) {
            self.rebuild(guest, shapes)?;
        }
        let Some(inst) = self.instance.as_mut() else {
            return Err(Error::trap("pipeline instance"));
        };
        // Parameter blocks whose words changed.
        for (m, buffer) in inst.metas.iter().enumerate() {
            let words = self.plan.meta_words(m, &inst.shapes, &scalars)?;
            if inst.words[m].as_ref() != Some(&words) {
                exec.write_buffer(buffer, 0, bytemuck::cast_slice(&words))?;
                inst.words[m] = Some(words);
            }
        }
        // Inputs that changed: data is written now (before the run, in order), arrays are
        // copied at the start of the run.
        let mut before: Vec<BufferCopy> = Vec::new();
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
                    if !matches!(&inst.last[i], Last::Array(w) if w.is(buffer)) {
                        before.push((buffer.clone(), target.clone()));
                        inst.last[i] = Last::Array(buffer.downgrade());
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
                (None, Value::Step(_)) => return Err(Error::trap("output shape")),
            };
            let (b, count) = guest.alloc_array(shape.bytes())?;
            after.push((inst.slots[o.slot].clone(), b.clone()));
            outputs.push((shape, o.elem, b, count));
        }
        let began = std::time::Instant::now();
        let result = Self::execute(exec, &self.tenant, inst, &before, &after).await;
        // An input computed by a cut loop upstream taints the whole call.
        let mut times = None;
        let result = match result {
            Ok(Ran { cut, times: t }) => {
                times = t;
                let mut verified = Ok(cut);
                for o in &origins {
                    if let Err(e) = o.verify(exec).await {
                        verified = Err(e);
                        break;
                    }
                }
                verified
            }
            Err(e) => Err(e),
        };
        let failure = match result {
            Ok(None) => None,
            Ok(Some(cut)) => {
                let steps = &self.plan.steps;
                let unit = self.instance.as_ref().and_then(|i| i.units.get(cut.dispatch)).copied();
                let (name, at) = match unit {
                    Some(Unit { first, steps: 1 }) => {
                        (self.plan.kernels[steps[first].kernel].name(), format!("step {}", steps[first].index))
                    }
                    Some(Unit { first, steps: k }) => (
                        self.plan.kernels[steps[first].kernel].name(),
                        format!(
                            "steps {} to {} (one fused dispatch)",
                            steps[first].index,
                            steps[first + k - 1].index
                        ),
                    ),
                    None => ("?", "a step".to_string()),
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
        let steps = &self.plan.steps;
        let units = self.instance.as_ref().map_or(&[][..], |i| &i.units[..]);
        self.last_times = times.map(|t| RunTimes {
            source: t.source,
            steps: units.iter().zip(t.nanos).map(|(u, ns)| (steps[u.first].index as u32, ns)).collect(),
        });
        let outputs = outputs
            .into_iter()
            .map(|(shape, elem, b, count)| ResidentArray::new(shape, elem, b, None).counted(count))
            .collect();
        let (steps, dispatches) = (self.plan.steps.len() as u64, units.len() as u64);
        Ok((outputs, RunReport { began, uploaded, steps, dispatches }))
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
            exec.admit(tenant).await;
            let bindings: Vec<&Buffer> = d.bindings.iter().collect();
            if let Some(p) = exec.dispatch(&d.program, &bindings, d.workgroups)? {
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
        let refs: Vec<&crate::exec::Probe> = probes.iter().map(|(_, p)| p).collect();
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
        let meta_bytes: u64 = self.plan.metas.iter().map(|m| self.plan.kernels[m.kernel].meta_bytes()).sum();
        let input_bytes: u64 = self
            .plan
            .slots
            .iter()
            .map(|s| match s {
                Slot::Input(i) => shapes[*i].map_or(0, |s| s.bytes()),
                Slot::Shared(_) => 0,
            })
            .sum::<u64>()
            + meta_bytes
            + match self.timed {
                // One timer per dispatch: at most one per step.
                Ok(true) => self.plan.steps.len() as u64 * crate::exec::TIMER_BYTES_PER_DISPATCH,
                _ => 0,
            };
        let input_bytes = guest.reserve(
            Account::Bytes,
            input_bytes,
            "the pipeline's input buffers, parameter blocks and timers",
        )?;
        let made = self.make(exec, &shapes);
        match made {
            Ok(Made { slots, metas, dispatches, units, report }) => {
                let mut schedule = None;
                if self.kind != Strategy::Generic {
                    let options = ScheduleOptions { threads: self.threads, timed: self.timed == Ok(true) };
                    match exec.prepare_schedule(dispatches.clone(), options) {
                        Ok(s) => {
                            self.kind = s.kind().into();
                            schedule = Some(s);
                        }
                        Err(e) if e.kind() == Some(ErrorKind::Unsupported) => {
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
                    dispatches,
                    units,
                    report,
                    schedule,
                    last: (0..n).map(|_| Last::Nothing).collect(),
                });
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    fn make(&mut self, exec: &dyn Executor, shapes: &[Option<Shape>]) -> Result<Made> {
        let slots = self
            .plan
            .slots
            .iter()
            .zip(&self.shared)
            .map(|(slot, shared)| match (slot, shared) {
                (_, Some(b)) => Ok(b.clone()),
                (Slot::Input(i), None) => {
                    let shape = shapes[*i].ok_or_else(|| Error::trap("pipeline input shape"))?;
                    exec.create_buffer(&self.tenant, "pipeline input", shape.bytes())
                }
                (Slot::Shared(_), None) => Err(Error::trap("pipeline shared slot")),
            })
            .collect::<Result<Vec<_>>>()?;
        let metas = self
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
        let (units, mut report) = self.cut_blocks(exec, shapes);
        let mut dispatches = Vec::with_capacity(units.len());
        for (unit, program) in &units {
            let first = &self.plan.steps[unit.first];
            let last = &self.plan.steps[unit.first + unit.steps - 1];
            let b = &self.plan.bindings[first.binding];
            let k = &self.plan.kernels[first.kernel];
            // A block binds what its first step binds, with its last step's output.
            let mut bindings = vec![metas[b.meta].clone(), slots[self.plan.bindings[last.binding].output].clone()];
            bindings.extend(b.args.iter().map(|&a| slots[a].clone()));
            let (program, workgroups) = match program {
                Some((p, g)) => (p.clone(), g.workgroups(k.output().dims3())),
                None => (k.program().clone(), k.workgroups(exec)?),
            };
            dispatches.push(Dispatch { program, bindings, workgroups });
        }
        report.dispatches = units.len() as u32;
        if report.fused_steps == 0 && report.reason.is_none() {
            report.reason = Some("no step is followed by a step of its kernel that reads its result".into());
        }
        let units = units.into_iter().map(|(u, _)| u).collect();
        Ok(Made { slots, metas, dispatches, units, report })
    }

    /// Cuts the plan's steps into dispatches: one per step, except along chains of linked
    /// steps (`plan::fusion`), which run as blocks of up to k steps each with a blocked
    /// program. A block never writes the buffer it reads (a ping-pong's even blocks would):
    /// where its last step's output is its input's buffer, it is one step shorter.
    #[allow(clippy::type_complexity)]
    fn cut_blocks(
        &mut self,
        exec: &dyn Executor,
        shapes: &[Option<Shape>],
    ) -> (Vec<(Unit, Option<(Program, Geometry)>)>, FusionReport) {
        let n = self.plan.steps.len();
        let single = |first| (Unit { first, steps: 1 }, None);
        let mut report = FusionReport { k: 1, ..FusionReport::default() };
        let off = if self.step_fusion.max_steps < 2 {
            Some("step fusion is off in the runtime's configuration")
        } else if self.kind == Strategy::Generic {
            Some("the generic executor runs one dispatch per step")
        } else if self.backend.on_cpu && !self.step_fusion.on_cpu {
            Some(
                "the executor runs on the host's CPU, where a dispatch costs little and a blocked \
                 kernel more than it saves (`StepFusion::on_cpu`)",
            )
        } else {
            None
        };
        if let Some(why) = off {
            report.reason = Some(why.to_string());
            return ((0..n).map(single).collect(), report);
        }
        let chains = fusion::chains(&self.plan, shapes);
        report.reason = chains.refused;
        let mut units = Vec::with_capacity(n);
        let mut next = 0;
        for chain in chains.chains {
            units.extend((next..chain.first).map(single));
            next = chain.first + chain.len;
            let kernel = self.plan.steps[chain.first].kernel;
            let k = self.plan.kernels[kernel].clone();
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
                units.extend((chain.first..next).map(single));
                continue;
            };
            // The carried array's position among the array arguments.
            let params = k.params();
            let array = params[..chain.carried].iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
            let mut s = chain.first;
            while s < next {
                let input = self.plan.bindings[self.plan.steps[s].binding].args[array];
                let mut len = geometry.steps.min((next - s) as u32) as usize;
                while len >= 2 && self.plan.bindings[self.plan.steps[s + len - 1].binding].output == input {
                    len -= 1;
                }
                if len < 2 {
                    units.push(single(s));
                    s += 1;
                    continue;
                }
                let g = geometry.with_steps(len as u32);
                match self.blocked_program(exec, kernel, chain.carried, &g) {
                    Ok(program) => {
                        if g.steps > report.k {
                            report.k = g.steps;
                            report.halo = g.halo();
                        }
                        report.fused_steps += len as u32;
                        units.push((Unit { first: s, steps: len }, Some((program, g))));
                        s += len;
                    }
                    Err(e) => {
                        report.reason.get_or_insert(format!(
                            "kernel `{}`: its blocked variant was refused: {}",
                            k.name(),
                            e.message()
                        ));
                        units.extend((s..next).map(single));
                        s = next;
                    }
                }
            }
        }
        units.extend((next..n).map(single));
        (units, report)
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

/// Why a pipeline that fell back to the generic executor runs untimed.
fn untimed_generic(fallback: &str) -> String {
    format!("the generic executor does not time steps ({fallback})")
}
