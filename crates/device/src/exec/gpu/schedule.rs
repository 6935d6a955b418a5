//! The fused encoder: a [`Schedule`] of dispatches recorded, per run, into one command encoder
//! (copies in, every dispatch in one compute pass, the loop-budget flags and the copies out),
//! submitted once and mapped once.
//!
//! Bind groups are made when the schedule is prepared (one per distinct program and buffers)
//! and reused by every run. Each bounded program has one flag: cleared at the start of the
//! run, set by any of its dispatches that cuts a loop, copied into one read-back buffer at the
//! end, so one map answers for the whole run.
//!
//! A timed schedule (prepared with [`Timestamps`]) also writes a GPU timestamp before each
//! dispatch and after the last, inside the one pass where the device can
//! (`TIMESTAMP_QUERY_INSIDE_PASSES`), else around one pass per dispatch; the queries are
//! resolved, copied and mapped with the flags. Untimed schedules record no query.

use std::collections::HashMap;

use super::queue::Op;
use super::{GpuExecutor, GpuProgram, Timestamps};
use crate::error::{Error, Result};
use crate::exec::{
    BoxFuture, Buffer, BufferCopy, Dispatch, Ran, Schedule, ScheduleKind, StepTimes, TimeSource,
};
use crate::guard::budget;

/// A prepared schedule.
#[derive(Debug)]
pub(super) struct GpuSchedule {
    /// The programs, in order of first use (kept alive with the schedule).
    programs: Vec<crate::exec::Program>,
    /// Bind groups of group 0, one per distinct (program, buffers).
    groups: Vec<wgpu::BindGroup>,
    steps: Vec<Step>,
    /// Programs with a loop-budget flag, in the order their flags sit in `readback`.
    flagged: Vec<usize>,
    /// One word per flagged program (one cleared word if no program is bounded: mapping it
    /// is how a run waits for its work).
    readback: wgpu::Buffer,
    /// The buffers the bind groups hold (kept alive with the schedule).
    _buffers: Vec<Buffer>,
    /// The timestamp queries of a timed schedule.
    timer: Option<Timer>,
}

/// A timed schedule's queries: `queries` timestamps in sets of at most
/// [`wgpu::QUERY_SET_MAX_QUERIES`], resolved into one buffer and copied out for the map.
#[derive(Debug)]
struct Timer {
    stamps: Timestamps,
    sets: Vec<wgpu::QuerySet>,
    queries: u32,
    resolve: wgpu::Buffer,
    readback: wgpu::Buffer,
}

impl Timer {
    /// Where query `q` sits: its set and its index there.
    fn at(&self, q: u32) -> (&wgpu::QuerySet, u32) {
        let per = wgpu::QUERY_SET_MAX_QUERIES;
        (&self.sets[(q / per) as usize], q % per)
    }

    /// Each dispatch's nanoseconds from the resolved ticks.
    fn times(&self, ticks: &[u64], dispatches: usize) -> Vec<u64> {
        let ns = |a: u64, b: u64| (b.saturating_sub(a) as f64 * f64::from(self.stamps.period)).round() as u64;
        (0..dispatches)
            .map(|i| match self.stamps.inside {
                true => ns(ticks[i], ticks[i + 1]),
                false => ns(ticks[2 * i], ticks[2 * i + 1]),
            })
            .collect()
    }
}

// Two buffers of at most two queries per dispatch: what the pipeline charges for them.
const _: () = assert!(2 * 2 * wgpu::QUERY_SIZE as u64 <= crate::exec::TIMER_BYTES_PER_DISPATCH);

#[derive(Debug)]
struct Step {
    program: usize,
    group: usize,
    workgroups: [u32; 3],
    /// The budget of this dispatch and its dynamic offset, for bounded programs.
    budget: Option<(u32, u32)>,
}

impl GpuExecutor {
    /// Makes a timed schedule's queries for `dispatches` dispatches (the pipeline charged their
    /// buffers to the guest beforehand).
    fn timer(&self, stamps: Timestamps, dispatches: usize) -> Result<Timer> {
        let queries = if stamps.inside { dispatches + 1 } else { 2 * dispatches };
        let queries = u32::try_from(queries).map_err(|_| Error::trap("too many dispatches to time"))?;
        let per = wgpu::QUERY_SET_MAX_QUERIES;
        let sets = (0..queries.div_ceil(per))
            .map(|k| {
                self.scoped("making a pipeline's timestamp queries", || {
                    self.device.create_query_set(&wgpu::QuerySetDescriptor {
                        label: Some("wasm-host plan timestamps"),
                        ty: wgpu::QueryType::Timestamp,
                        count: (queries - k * per).min(per),
                    })
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let bytes = u64::from(queries) * wgpu::QUERY_SIZE as u64;
        let buffer = |label, usage| {
            self.scoped("making a pipeline's timestamp buffers", || {
                self.device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some(label),
                    size: bytes,
                    usage,
                    mapped_at_creation: false,
                })
            })
        };
        let resolve = buffer(
            "wasm-host plan timestamps",
            wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
        )?;
        let readback = buffer(
            "wasm-host plan timestamps read-back",
            wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
        )?;
        Ok(Timer { stamps, sets, queries, resolve, readback })
    }

    pub(super) fn prepare(&self, dispatches: Vec<Dispatch>, timed: Option<Timestamps>) -> Result<Schedule> {
        self.check_lost()?;
        let mut programs: Vec<crate::exec::Program> = Vec::new();
        let mut groups = Vec::new();
        let mut group_of: HashMap<(usize, Vec<usize>), usize> = HashMap::new();
        let mut buffers: Vec<Buffer> = Vec::new();
        let mut steps = Vec::with_capacity(dispatches.len());
        for d in &dispatches {
            let p = super::handles::program(&d.program)?;
            if d.bindings.len() != p.bindings {
                return Err(Error::trap(format!(
                    "schedule dispatch with {} bindings for a program of {}",
                    d.bindings.len(),
                    p.bindings
                )));
            }
            let program = match programs.iter().position(|q| q.same(&d.program)) {
                Some(i) => i,
                None => {
                    programs.push(d.program.clone());
                    programs.len() - 1
                }
            };
            let mut key = Vec::with_capacity(d.bindings.len());
            for b in &d.bindings {
                let i = match buffers.iter().position(|c| c.same(b)) {
                    Some(i) => i,
                    None => {
                        buffers.push(b.clone());
                        buffers.len() - 1
                    }
                };
                key.push(i);
            }
            let group = match group_of.get(&(program, key.clone())) {
                Some(&g) => g,
                None => {
                    let entries = d
                        .bindings
                        .iter()
                        .enumerate()
                        .map(|(i, b)| {
                            Ok(wgpu::BindGroupEntry {
                                binding: i as u32,
                                resource: super::handles::buffer(b)?.as_entire_binding(),
                            })
                        })
                        .collect::<Result<Vec<_>>>()?;
                    let group = self.scoped("making a pipeline's bind group", || {
                        self.device.create_bind_group(&wgpu::BindGroupDescriptor {
                            label: Some("wasm-host plan"),
                            layout: &p.layout,
                            entries: &entries,
                        })
                    })?;
                    groups.push(group);
                    group_of.insert((program, key), groups.len() - 1);
                    groups.len() - 1
                }
            };
            let budget = p.guard.as_ref().map(|g| {
                let invocations =
                    d.workgroups.iter().chain(&g.workgroup_size).map(|&n| u64::from(n)).product();
                let b = g.budget.iterations(Some(invocations));
                (b, budget::budget_offset(b))
            });
            steps.push(Step { program, group, workgroups: d.workgroups, budget });
        }
        let mut flagged = Vec::new();
        for (i, prog) in programs.iter().enumerate() {
            if super::handles::program(prog)?.guard.is_some() {
                flagged.push(i);
            }
        }
        let steps_made = std::time::Instant::now();
        let readback = self.scoped("making a pipeline's flag read-back", || {
            self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("wasm-host plan flags"),
                size: 4 * flagged.len().max(1) as u64,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            })
        })?;
        tracing::debug!(
            target: "wasm_host::gpu_calls",
            "prepare: {} steps, {} bind groups; the flag read-back made in {:.3} ms",
            steps.len(),
            groups.len(),
            steps_made.elapsed().as_secs_f64() * 1e3
        );
        let len = steps.len();
        let timer = match timed {
            Some(stamps) if len > 0 => Some(self.timer(stamps, len)?),
            _ => None,
        };
        Ok(Schedule::new(
            ScheduleKind::Encoder,
            len,
            GpuSchedule { programs, groups, steps, flagged, readback, _buffers: buffers, timer },
        ))
    }

    pub(super) fn run<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<Ran>> {
        Box::pin(async move {
            let s = super::handles::schedule(schedule)?;
            let programs = s
                .programs
                .iter()
                .map(|p| super::handles::program(p))
                .collect::<Result<Vec<&GpuProgram>>>()?;
            self.check_lost()?;
            let mut encoder = self
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("wasm-host plan") });
            let copy = |encoder: &mut wgpu::CommandEncoder, (from, to): &BufferCopy| -> Result<()> {
                if to.size() < from.size() {
                    return Err(Error::trap("a copy into a smaller buffer"));
                }
                encoder.copy_buffer_to_buffer(
                    super::handles::buffer(from)?,
                    0,
                    super::handles::buffer(to)?,
                    0,
                    from.size(),
                );
                Ok(())
            };
            for c in before {
                copy(&mut encoder, c)?;
            }
            for &i in &s.flagged {
                if let Some(g) = &programs[i].guard {
                    encoder.clear_buffer(&g.flag, 0, None);
                }
            }
            {
                let timer = s.timer.as_ref();
                let per_pass = timer.is_some_and(|t| !t.stamps.inside);
                let mut pass: Option<wgpu::ComputePass<'static>> = None;
                let (mut program, mut group, mut offset) = (usize::MAX, usize::MAX, None);
                for (i, step) in s.steps.iter().enumerate() {
                    if pass.is_none() || per_pass {
                        drop(pass.take());
                        let timestamp_writes = timer.filter(|_| per_pass).map(|t| {
                            let (set, q) = t.at(2 * i as u32);
                            wgpu::ComputePassTimestampWrites {
                                query_set: set,
                                beginning_of_pass_write_index: Some(q),
                                end_of_pass_write_index: Some(q + 1),
                            }
                        });
                        pass = Some(
                            encoder
                                .begin_compute_pass(&wgpu::ComputePassDescriptor {
                                    label: Some("wasm-host plan"),
                                    timestamp_writes,
                                })
                                .forget_lifetime(),
                        );
                        (program, group, offset) = (usize::MAX, usize::MAX, None);
                    }
                    let Some(pass) = pass.as_mut() else { break };
                    if let Some(t) = timer.filter(|_| !per_pass) {
                        let (set, q) = t.at(i as u32);
                        pass.write_timestamp(set, q);
                    }
                    let p = programs[step.program];
                    if step.program != program {
                        pass.set_pipeline(&p.pipeline);
                        (program, group, offset) = (step.program, usize::MAX, None);
                    }
                    if step.group != group {
                        pass.set_bind_group(0, &s.groups[step.group], &[]);
                        group = step.group;
                    }
                    if let (Some(g), Some((_, o))) = (&p.guard, step.budget)
                        && offset != Some(o)
                    {
                        pass.set_bind_group(g.group, &g.bind_group, &[o]);
                        offset = Some(o);
                    }
                    let [x, y, z] = step.workgroups;
                    pass.dispatch_workgroups(x, y, z);
                }
                if let (Some(pass), Some(t)) = (pass.as_mut(), timer.filter(|_| !per_pass)) {
                    let (set, q) = t.at(s.steps.len() as u32);
                    pass.write_timestamp(set, q);
                }
            }
            if let Some(t) = &s.timer {
                let per = wgpu::QUERY_SET_MAX_QUERIES;
                for (k, set) in t.sets.iter().enumerate() {
                    let first = k as u32 * per;
                    let offset = u64::from(first) * wgpu::QUERY_SIZE as u64;
                    encoder.resolve_query_set(set, 0..(t.queries - first).min(per), &t.resolve, offset);
                }
                encoder.copy_buffer_to_buffer(&t.resolve, 0, &t.readback, 0, t.readback.size());
            }
            let readback = &s.readback;
            if s.flagged.is_empty() {
                encoder.clear_buffer(readback, 0, None);
            }
            for (slot, &i) in s.flagged.iter().enumerate() {
                if let Some(g) = &programs[i].guard {
                    encoder.copy_buffer_to_buffer(&g.flag, 0, readback, 4 * slot as u64, 4);
                }
            }
            for c in after {
                copy(&mut encoder, c)?;
            }
            self.submitter.send(Op::Submit(encoder.finish()))?;
            self.map_read(readback, "a pipeline's flags").await?;
            let words: Vec<u32> = {
                let view =
                    readback.get_mapped_range(..).map_err(|e| Error::trap(format!("mapped flags: {e}")))?;
                view.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect()
            };
            readback.unmap();
            let cut = words.iter().zip(&s.flagged).find(|(w, _)| **w != 0).map(|(_, &program)| program);
            let first = cut.and_then(|program| s.steps.iter().position(|st| st.program == program));
            let cut = first.map(|dispatch| crate::exec::Cut {
                dispatch,
                budget: s.steps[dispatch].budget.map_or(0, |(b, _)| b),
            });
            let times = match &s.timer {
                None => None,
                Some(t) => {
                    self.map_read(&t.readback, "a pipeline's timestamps").await?;
                    let ticks: Vec<u64> = {
                        let view = t
                            .readback
                            .get_mapped_range(..)
                            .map_err(|e| Error::trap(format!("mapped timestamps: {e}")))?;
                        bytemuck::pod_collect_to_vec(&view)
                    };
                    t.readback.unmap();
                    Some(StepTimes {
                        source: TimeSource::GpuTimestamps,
                        nanos: t.times(&ticks, s.steps.len()),
                    })
                }
            };
            Ok(Ran { cut, times })
        })
    }
}
