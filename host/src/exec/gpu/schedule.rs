//! The fused encoder: a [`Schedule`] of dispatches recorded, per run, into one command encoder
//! (copies in, every dispatch in one compute pass, the loop-budget flags and the copies out),
//! submitted once and mapped once.
//!
//! Bind groups are made when the schedule is prepared (one per distinct program and buffers)
//! and reused by every run. Each bounded program has one flag: cleared at the start of the
//! run, set by any of its dispatches that cuts a loop, copied into one read-back buffer at the
//! end, so one map answers for the whole run.

use std::collections::HashMap;

use super::poller::MapSlot;
use super::queue::Op;
use super::{GpuExecutor, GpuProgram};
use crate::error::{Error, Result};
use crate::exec::{BoxFuture, Buffer, BufferCopy, Dispatch, Schedule, ScheduleKind};
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
}

#[derive(Debug)]
struct Step {
    program: usize,
    group: usize,
    workgroups: [u32; 3],
    /// The budget of this dispatch and its dynamic offset, for bounded programs.
    budget: Option<(u32, u32)>,
}

impl GpuExecutor {
    fn program_of<'a>(&self, p: &'a crate::exec::Program) -> Result<&'a GpuProgram> {
        p.downcast::<GpuProgram>()
            .ok_or_else(|| Error::trap("a program of another executor reached the gpu executor"))
    }

    pub(super) fn prepare(&self, dispatches: Vec<Dispatch>) -> Result<Schedule> {
        self.check_lost()?;
        let mut programs: Vec<crate::exec::Program> = Vec::new();
        let mut groups = Vec::new();
        let mut group_of: HashMap<(usize, Vec<usize>), usize> = HashMap::new();
        let mut buffers: Vec<Buffer> = Vec::new();
        let mut steps = Vec::with_capacity(dispatches.len());
        for d in &dispatches {
            let p = self.program_of(&d.program)?;
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
                                resource: self.buffer(b)?.as_entire_binding(),
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
            if self.program_of(prog)?.guard.is_some() {
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
        Ok(Schedule::new(
            ScheduleKind::Encoder,
            len,
            GpuSchedule { programs, groups, steps, flagged, readback, _buffers: buffers },
        ))
    }

    pub(super) fn run<'a>(
        &'a self,
        schedule: &'a Schedule,
        before: &'a [BufferCopy],
        after: &'a [BufferCopy],
    ) -> BoxFuture<'a, Result<Option<crate::exec::Cut>>> {
        Box::pin(async move {
            let s = schedule
                .downcast::<GpuSchedule>()
                .ok_or_else(|| Error::trap("a schedule of another executor reached the gpu executor"))?;
            let programs =
                s.programs.iter().map(|p| self.program_of(p)).collect::<Result<Vec<&GpuProgram>>>()?;
            self.check_lost()?;
            let mut encoder = self
                .device
                .create_command_encoder(&wgpu::CommandEncoderDescriptor { label: Some("wasm-host plan") });
            let copy = |encoder: &mut wgpu::CommandEncoder, (from, to): &BufferCopy| -> Result<()> {
                if to.size() < from.size() {
                    return Err(Error::trap("a copy into a smaller buffer"));
                }
                encoder.copy_buffer_to_buffer(self.buffer(from)?, 0, self.buffer(to)?, 0, from.size());
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
                let mut pass = encoder.begin_compute_pass(&wgpu::ComputePassDescriptor {
                    label: Some("wasm-host plan"),
                    timestamp_writes: None,
                });
                let (mut program, mut group, mut offset) = (usize::MAX, usize::MAX, None);
                for step in &s.steps {
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
            let (slot, wait) = MapSlot::new();
            self.submitter.send(Op::Map { buffer: readback.clone(), slot, what: "a pipeline's flags" })?;
            wait.await.map_err(Error::device)?;
            let words: Vec<u32> = {
                let view =
                    readback.get_mapped_range(..).map_err(|e| Error::trap(format!("mapped flags: {e}")))?;
                view.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect()
            };
            readback.unmap();
            let cut = words.iter().zip(&s.flagged).find(|(w, _)| **w != 0).map(|(_, &program)| program);
            let first = cut.and_then(|program| s.steps.iter().position(|st| st.program == program));
            Ok(first.map(|dispatch| crate::exec::Cut {
                dispatch,
                budget: s.steps[dispatch].budget.map_or(0, |(b, _)| b),
            }))
        })
    }
}
