//! `wasm-host:gpu/pipeline`: the `pipeline` resource over [`crate::pipeline::Pipeline`].

use wasmtime::component::Resource;

use super::{backend_to_wit, data_from_wit, scalar_from_wit};
use crate::array::{ResidentArray, Shape};
use crate::bindings::kernel::Arg;
use crate::bindings::pipeline as wit;
use crate::bindings::types::Work as WitWork;
use crate::bindings::types::{
    self as witt, BackendInfo, ExecutorKind, Options, PlanLayout, RunTimings, StepTime, TimingSource,
};
use crate::ctx::GpuCtxView;
use crate::error::Error;
use crate::exec::TimeSource;
use crate::kernel::Kernel;
use crate::ledger::Account;
use crate::ops::Op;
use crate::pipeline::{self, FusionReport, GuestPipeline, Pipeline, PipelineArg, PipelineOptions};
use crate::plan::{Operand, PlanDesc, StepDesc, Work};

impl wit::Host for GpuCtxView<'_> {
    fn max_steps(&mut self) -> wasmtime::Result<u32> {
        Ok(self.ctx.max_plan_steps())
    }
}

fn operand(o: witt::Operand) -> Operand {
    match o {
        witt::Operand::Input(i) => Operand::Input(i),
        witt::Operand::Step(i) => Operand::Step(i),
        witt::Operand::StepOutput(o) => Operand::Output(o.step, o.output),
        witt::Operand::Scalar(s) => Operand::Scalar(scalar_from_wit(s)),
    }
}

impl GpuCtxView<'_> {
    fn pipeline(&self, p: &Resource<GuestPipeline>) -> Result<GuestPipeline, Error> {
        self.table.get(p).cloned().map_err(|e| Error::trap(format!("pipeline handle: {e}")))
    }

    /// Reads a pipeline's fixed facts (never waits: calls into one guest do not overlap).
    fn inspect<T>(&self, p: &Resource<GuestPipeline>, f: impl FnOnce(&Pipeline) -> T) -> wasmtime::Result<T> {
        let p = self.pipeline(p).map_err(|e| wasmtime::Error::msg(e.to_string()))?;
        let guard =
            p.try_lock().ok_or_else(|| wasmtime::Error::msg("a pipeline inspected during its own run"))?;
        Ok(f(&guard))
    }
}

impl wit::HostPipeline for GpuCtxView<'_> {
    fn create(&mut self, plan: wit::Plan, options: Options) -> Result<Resource<GuestPipeline>, Error> {
        let _span = self.ctx.span("pipeline.create");
        let max = self.ctx.max_plan_steps() as usize;
        if plan.steps.len() > max {
            return Err(Error::quota(format!(
                "the plan has {} steps; this guest's limit is {max}",
                plan.steps.len()
            )));
        }
        // Every kernel a plan lists is a borrow the component model lends for the call: the
        // step limit caps them too, far below wasmtime's own cap on live handles.
        if plan.kernels.len() > max {
            return Err(Error::quota(format!(
                "the plan lists {} kernels; at most {max} (this guest's step limit)",
                plan.kernels.len()
            )));
        }
        let kernels = plan
            .kernels
            .iter()
            .map(|k| self.table.get(k).cloned().map_err(|e| Error::trap(format!("kernel handle: {e}"))))
            .collect::<Result<Vec<Kernel>, Error>>()?;
        let desc = PlanDesc {
            kernels,
            inputs: plan.inputs.into_iter().map(super::kernel::param_from_wit).collect(),
            steps: plan
                .steps
                .into_iter()
                .enumerate()
                .map(|(i, s)| {
                    Ok(StepDesc { work: work(i, s.work)?, args: s.args.into_iter().map(operand).collect() })
                })
                .collect::<Result<Vec<_>, Error>>()?,
            outputs: plan.outputs.into_iter().map(operand).collect(),
        };
        let options =
            PipelineOptions { threads: options.threads, fuse: options.fuse, timings: options.timings };
        let count = self.ctx.reserve(Account::Pipelines, 1, "a pipeline")?;
        let default_timings = self.ctx.timings();
        let step_fusion = self.ctx.runtime().config().step_fusion;
        let tools = self.ctx.ops.clone();
        let p = Pipeline::create(self.ctx.scope()?, desc, options, (default_timings, step_fusion), tools)?;
        self.ctx.stats.pipelines_created += 1;
        self.table.push(GuestPipeline::new(p, count)).map_err(super::table_full)
    }

    async fn run(
        &mut self,
        p: Resource<GuestPipeline>,
        args: Vec<Arg>,
    ) -> Result<Vec<Resource<ResidentArray>>, Error> {
        let _span = self.ctx.span("pipeline.run");
        let pipeline = self.pipeline(&p)?;
        let mut pipeline = pipeline.lock().await;
        let (outputs, report) = {
            let mut host_args = Vec::with_capacity(args.len());
            for (i, arg) in args.into_iter().enumerate() {
                host_args.push(match arg {
                    Arg::Array(a) => PipelineArg::Resident(super::arrays::get(self.table, &a)?),
                    Arg::Data(d) => {
                        let shape = Shape::new(&d.shape)
                            .map_err(|e| Error::invalid(format!("argument {i}: {}", e.message())))?;
                        PipelineArg::Data(shape, data_from_wit(d.data))
                    }
                    Arg::Scalar(s) => PipelineArg::Scalar(scalar_from_wit(s)),
                });
            }
            pipeline.run(self.ctx.scope()?, &host_args).await?
        };
        self.ctx.stats.pipeline_runs += 1;
        self.ctx.stats.pipeline_steps += report.steps;
        self.ctx.stats.pipeline_dispatches += report.dispatches;
        self.ctx.stats.bytes_uploaded += report.uploaded;
        match pipeline.last_times() {
            Some(t) => {
                let steps = || pipeline.step_kernels().zip(t.steps.iter().map(|&(_, ns)| ns));
                if let Some(log) = self.ctx.trace() {
                    log.steps(report.began, t.source, steps());
                }
                self.ctx.note_step_times(t.source, steps());
            }
            None => {
                if let Some(why) = pipeline.untimed_reason() {
                    self.ctx.note_untimed(why);
                }
            }
        }
        outputs.into_iter().map(|a| self.table.push(a).map_err(super::table_full)).collect()
    }

    fn backend(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<BackendInfo> {
        self.inspect(&p, |p| backend_to_wit(p.backend()))
    }

    fn executor_kind(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<ExecutorKind> {
        self.inspect(&p, |p| match p.strategy() {
            pipeline::Strategy::FusedEncoder => ExecutorKind::FusedEncoder,
            pipeline::Strategy::FusedThreaded => ExecutorKind::FusedThreaded,
            pipeline::Strategy::FusedSync => ExecutorKind::FusedSync,
            pipeline::Strategy::Generic => ExecutorKind::Generic,
        })
    }

    fn fallback_reason(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<Option<String>> {
        self.inspect(&p, |p| p.fallback_reason().map(str::to_string))
    }

    fn layout(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<PlanLayout> {
        self.inspect(&p, |p| {
            let l = p.layout();
            let f = p.fusion().cloned().unwrap_or_else(|| FusionReport {
                dispatches: l.steps,
                k: 1,
                reason: Some("known after the first call (it gives the inputs' shapes)".into()),
                ..FusionReport::default()
            });
            PlanLayout {
                steps: l.steps,
                kernels: l.kernels,
                buffers: l.buffers,
                bindings: l.bindings,
                dispatches: f.dispatches,
                fused_steps: f.fused_steps,
                block_steps: f.k,
                halo: f.halo.to_vec(),
                fusion_note: f.reason,
            }
        })
    }

    fn last_timings(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<Result<RunTimings, String>> {
        self.inspect(&p, |p| match (p.last_times(), p.untimed_reason()) {
            (Some(t), _) => Ok(RunTimings {
                source: match t.source {
                    TimeSource::GpuTimestamps => TimingSource::GpuTimestamps,
                    TimeSource::CpuClock => TimingSource::CpuClock,
                },
                steps: t.steps.iter().map(|&(step, nanos)| StepTime { step, nanos }).collect(),
            }),
            (None, Some(why)) => Err(format!("this pipeline's steps are not timed: {why}")),
            (None, None) if !p.timed() => {
                Err("this pipeline's steps are not timed (its options' `timings` is off)".to_string())
            }
            (None, None) => Err("this pipeline has not run yet".to_string()),
        })
    }

    fn drop(&mut self, p: Resource<GuestPipeline>) -> wasmtime::Result<()> {
        // Its buffers' bytes and its count return with it (a call in flight holds it until done).
        self.table.delete(p)?;
        Ok(())
    }
}

/// Step `step`'s work from its WIT form (`invalid` for extents that are no shape).
fn work(step: usize, w: WitWork) -> Result<Work, Error> {
    use super::reductions::op_from_wit;
    Ok(match w {
        WitWork::Kernel(k) => Work::Kernel(k),
        WitWork::Sized(s) => Work::Sized(
            s.kernel,
            Shape::new(&s.output)
                .map_err(|e| Error::invalid(format!("step {step}: output: {}", e.message())))?,
        ),
        WitWork::Reduce(r) => Work::Op(Op::Reduce { op: op_from_wit(r.op), axis: r.axis }),
        WitWork::Scan(r) => {
            Work::Op(Op::Scan { op: op_from_wit(r.op), axis: r.axis, exclusive: r.exclusive })
        }
        WitWork::Histogram(h) => Work::Op(Op::Histogram {
            bins: h.bins,
            lo: super::scalar_from_wit(h.lo),
            hi: super::scalar_from_wit(h.hi),
        }),
    })
}
