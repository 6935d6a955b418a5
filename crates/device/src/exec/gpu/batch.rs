//! The batch backend on wgpu: a context's objects as wgpu objects, and its streams replayed
//! into one command encoder (one submit), with the loop-budget flags of its bounded pipelines,
//! the verdicts of its indirect dispatches and its read-backs served by maps after the work.
//!
//! Shader modules pass the Guard (in the context); a pipeline of a bounded module gets the
//! host's group appended to its layout, and every dispatch of it binds the flag with the
//! dispatch's budget. Writes are copies from one buffer holding the stream's data blob,
//! recorded in order, so a write after a dispatch lands after it. Objects are made inside error
//! scopes, and so are the stream's encoder and its submit (on the thread that submits): what
//! wgpu refuses is an error of that object or stream, never only a log line.
//!
//! Indirect dispatches: the counts live on the device, so each indirect dispatch is preceded,
//! in the same pass, by one invocation of the host's validation shader ([`VALIDATE`], passed by
//! the Guard like any module). It reads the guest's counts, checks them as
//! [`IndirectBounds::check`] does, writes them (or zeros, where they break a bound or an earlier
//! one did) to a host-owned buffer, and records the first refusal in a host-owned state buffer.
//! The guest's dispatch then reads its counts from the host's buffer, so nothing over a bound
//! ever runs; the state is read back with the flags, and a refusal fails the stream with
//! `quota` naming the command.

use super::poller::MapSlot;
use super::queue::{Caught, Op};
use super::{GpuExecutor, GuardSlot, fair};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::BoxFuture;
use crate::exec::batch::{BatchExecutor, IndirectBounds, IndirectFault, Objects, Slab};
use crate::exec::parts::{self, Part};
use crate::guard::{Guard, GuardPolicy, GuardedModule, budget};
use wasm_host_wire::{BufferBinding, Command, Desc, usage};
use wgpu::util::DeviceExt as _;

/// The host's validation of indirect counts: one invocation before each indirect dispatch of a
/// stream, in stream order (see the module's docs and `docs/design/batch-wire.md`).
pub const VALIDATE: &str = "
// The state of a stream's indirect dispatches; the host writes it before the stream and reads
// it after.
struct State {
    next: u32,          // the next indirect dispatch's index
    left: u32,          // workgroups the stream's indirect dispatches may still run
    per_dispatch: u32,  // the most workgroups of one dispatch
    max_axis: u32,      // the most workgroups per dimension
    bad: u32,           // 0, or 1 + the index of the first refused dispatch
    why: u32,           // 1: an axis, 2: the dispatch bound, 3: the stream bound
    x: u32,
    y: u32,
    z: u32,
}
@group(0) @binding(0) var<storage, read> src: array<u32>;
@group(0) @binding(1) var<storage, read_write> state: State;
@group(0) @binding(2) var<storage, read_write> counts: array<u32>;
@group(0) @binding(3) var<storage, read> at: array<u32>;

@compute @workgroup_size(1)
fn main() {
    let k = state.next;
    state.next = k + 1u;
    let w = at[k];
    let x = src[w];
    let y = src[w + 1u];
    let z = src[w + 2u];
    var why = 0u;
    if (state.bad != 0u) {
        why = 4u;
    } else if (x > state.max_axis || y > state.max_axis || z > state.max_axis) {
        why = 1u;
    } else if (x != 0u && y != 0u && z != 0u) {
        let p = state.per_dispatch;
        if (x > p / y || x * y > p / z) {
            why = 2u;
        } else if (x * y * z > state.left) {
            why = 3u;
        } else {
            state.left = state.left - x * y * z;
        }
    }
    if (why == 0u) {
        counts[3u * k] = x;
        counts[3u * k + 1u] = y;
        counts[3u * k + 2u] = z;
    } else {
        counts[3u * k] = 0u;
        counts[3u * k + 1u] = 0u;
        counts[3u * k + 2u] = 0u;
        if (state.bad == 0u) {
            state.bad = k + 1u;
            state.why = why;
            state.x = x;
            state.y = y;
            state.z = z;
        }
    }
}
";

/// Bytes of the validation state (nine words, padded).
const STATE_BYTES: u64 = 48;

/// One object.
enum Object {
    Buffer(wgpu::Buffer),
    Module(Box<GuardedModule>),
    Layout(wgpu::BindGroupLayout),
    PipelineLayout(Vec<wgpu::BindGroupLayout>),
    Pipeline { pipeline: wgpu::ComputePipeline, guard: Option<GuardSlot> },
    Group(wgpu::BindGroup),
}

/// The validation pipeline of a context's indirect dispatches, made with its first `INDIRECT`
/// buffer.
struct Validator {
    pipeline: wgpu::ComputePipeline,
    layout: wgpu::BindGroupLayout,
}

/// A context's objects.
#[derive(Default)]
pub(super) struct GpuObjects {
    slots: Slab<Object>,
    validator: Option<Validator>,
}

impl GpuObjects {
    fn get(&self, id: u32) -> Result<&Object> {
        self.slots.get(id)
    }

    fn buffer(&self, id: u32) -> Result<&wgpu::Buffer> {
        match self.get(id)? {
            Object::Buffer(b) => Ok(b),
            _ => Err(Error::trap(format!("batch object {id} is not a buffer"))),
        }
    }
}

/// wgpu's message, on one line.
fn one_line(e: impl std::fmt::Display) -> String {
    e.to_string().split_whitespace().collect::<Vec<_>>().join(" ")
}

fn storage_entry(binding: u32, read_only: bool) -> wgpu::BindGroupLayoutEntry {
    wgpu::BindGroupLayoutEntry {
        binding,
        visibility: wgpu::ShaderStages::COMPUTE,
        ty: wgpu::BindingType::Buffer {
            ty: wgpu::BufferBindingType::Storage { read_only },
            has_dynamic_offset: false,
            min_binding_size: None,
        },
        count: None,
    }
}

impl GpuExecutor {
    /// The validation pipeline of indirect counts. Its module is the host's own and has no
    /// loop, so the Guard's default policy checks it as it would under any other (executors
    /// are handed guarded modules only).
    fn validator(&self) -> Result<Validator> {
        let module = Guard::new(GuardPolicy::default())
            .check(VALIDATE)
            .map_err(|e| Error::trap(format!("the validation shader: {e}")))?;
        let layout = self.scoped("the indirect validation layout", || {
            self.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                label: Some("wasm-host indirect validation"),
                entries: &[
                    storage_entry(0, true),
                    storage_entry(1, false),
                    storage_entry(2, false),
                    storage_entry(3, true),
                ],
            })
        })?;
        let (pipeline, _) =
            self.make_pipeline("the indirect validation pipeline", &module, "main", &[], &[&layout], None)?;
        Ok(Validator { pipeline, layout })
    }
}

/// What one stream's indirect dispatches need on the device.
struct IndirectRun {
    /// The validation state (read back after the stream).
    state: wgpu::Buffer,
    /// Three words per indirect dispatch: the counts it runs.
    counts: wgpu::Buffer,
    /// The validation bind group of each indirect dispatch, in stream order.
    groups: Vec<wgpu::BindGroup>,
    /// The command index of each indirect dispatch.
    commands: Vec<usize>,
}

impl BatchExecutor for GpuExecutor {
    fn open(&self, _tenant: &crate::exec::Tenant) -> Result<Objects> {
        Ok(Box::new(GpuObjects::default()))
    }

    fn create_module(&self, objects_: &mut Objects, module: GuardedModule) -> Result<u32> {
        let o = super::handles::objects(objects_)?;
        Ok(o.slots.insert(Object::Module(Box::new(module))))
    }

    fn create(&self, objects_: &mut Objects, desc: &Desc) -> Result<u32> {
        self.check_lost()?;
        let o = super::handles::objects(objects_)?;
        let invalid = Some(ErrorKind::Invalid);
        let object = match desc {
            Desc::Buffer { size, usage: bits } => {
                let mut usages = wgpu::BufferUsages::from_bits(*bits)
                    .ok_or_else(|| Error::invalid(format!("buffer usage {bits:#x}")))?;
                if *size > self.limits.max_buffer_bytes {
                    return Err(Error::quota(format!(
                        "a buffer of {size} bytes; the largest on this device is {} bytes",
                        self.limits.max_buffer_bytes
                    )));
                }
                if bits & usage::INDIRECT != 0 {
                    // The validation shader reads the counts as storage; the guest's own uses
                    // are checked against the guest's usage by the context.
                    usages |= wgpu::BufferUsages::STORAGE;
                    if o.validator.is_none() {
                        o.validator = Some(self.validator()?);
                    }
                }
                Object::Buffer(self.scoped_as("a batch buffer", invalid, || {
                    self.device.create_buffer(&wgpu::BufferDescriptor {
                        label: Some("wasm-host batch buffer"),
                        size: *size,
                        usage: usages,
                        mapped_at_creation: false,
                    })
                })?)
            }
            Desc::ShaderModule { .. } => {
                return Err(Error::trap("a shader module reached BatchExecutor::create"));
            }
            Desc::BindGroupLayout { entries } => {
                let entries: Vec<wgpu::BindGroupLayoutEntry> = entries
                    .iter()
                    .map(|e| wgpu::BindGroupLayoutEntry {
                        binding: e.binding,
                        visibility: wgpu::ShaderStages::COMPUTE,
                        ty: wgpu::BindingType::Buffer {
                            ty: match e.ty {
                                BufferBinding::Storage => {
                                    wgpu::BufferBindingType::Storage { read_only: false }
                                }
                                BufferBinding::ReadOnlyStorage => {
                                    wgpu::BufferBindingType::Storage { read_only: true }
                                }
                                BufferBinding::Uniform => wgpu::BufferBindingType::Uniform,
                            },
                            has_dynamic_offset: e.dynamic,
                            min_binding_size: None,
                        },
                        count: None,
                    })
                    .collect();
                Object::Layout(self.scoped_as("a bind group layout", invalid, || {
                    self.device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
                        label: Some("wasm-host batch layout"),
                        entries: &entries,
                    })
                })?)
            }
            Desc::PipelineLayout { groups } => {
                let layouts = groups
                    .iter()
                    .map(|&g| match o.get(g)? {
                        Object::Layout(l) => Ok(l.clone()),
                        _ => Err(Error::trap("a pipeline layout of a non-layout")),
                    })
                    .collect::<Result<Vec<_>>>()?;
                Object::PipelineLayout(layouts)
            }
            Desc::ComputePipeline { layout, module, entry, constants } => {
                let (Object::PipelineLayout(groups), Object::Module(m)) = (o.get(*layout)?, o.get(*module)?)
                else {
                    return Err(Error::trap("a pipeline of a non-layout or non-module"));
                };
                m.check_compute_entry(entry)?;
                let groups: Vec<&wgpu::BindGroupLayout> = groups.iter().collect();
                let (pipeline, guard) =
                    self.make_pipeline("a batch pipeline", m, entry, constants, &groups, invalid)?;
                Object::Pipeline { pipeline, guard }
            }
            Desc::BindGroup { layout, entries } => {
                let Object::Layout(l) = o.get(*layout)? else {
                    return Err(Error::trap("a bind group of a non-layout"));
                };
                let buffers = entries.iter().map(|e| o.buffer(e.buffer)).collect::<Result<Vec<_>>>()?;
                let wentries: Vec<wgpu::BindGroupEntry> = entries
                    .iter()
                    .zip(&buffers)
                    .map(|(e, b)| wgpu::BindGroupEntry {
                        binding: e.binding,
                        resource: wgpu::BindingResource::Buffer(wgpu::BufferBinding {
                            buffer: b,
                            offset: e.offset,
                            // The context refused a size of 0; `None` is the rest of the buffer.
                            size: e.size.and_then(wgpu::BufferSize::new),
                        }),
                    })
                    .collect();
                Object::Group(self.scoped_as("a bind group", invalid, || {
                    self.device.create_bind_group(&wgpu::BindGroupDescriptor {
                        label: Some("wasm-host batch group"),
                        layout: l,
                        entries: &wentries,
                    })
                })?)
            }
        };
        Ok(o.slots.insert(object))
    }

    fn destroy(&self, objects_: &mut Objects, id: u32) {
        // The context destroys a buffer only once no bind group binds it: its memory goes now.
        if let Ok(o) = super::handles::objects(objects_)
            && let Some(Object::Buffer(b)) = o.slots.remove(id)
        {
            b.destroy();
        }
    }

    fn replay<'a>(
        &'a self,
        objects_: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
        bounds: IndirectBounds,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        self.replay_shared(objects_, commands, data, window, bounds, self.tenants.shared())
    }
}

impl GpuExecutor {
    /// [`BatchExecutor::replay`], its large looping dispatches cut into parts where `shared`
    /// (the executor serves other tenants: in a GPU process, the host's executor says so).
    pub(crate) fn replay_shared<'a>(
        &'a self,
        objects_: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
        bounds: IndirectBounds,
        shared: bool,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        Box::pin(async move {
            let o = super::handles::objects(objects_)?;
            self.check_lost()?;
            // The bounded pipelines this stream runs: their flags are cleared first and read last.
            let mut flagged: Vec<u32> = Vec::new();
            let mut seen = std::collections::HashSet::new();
            for c in commands {
                if let Command::SetPipeline(p) = c
                    && seen.insert(*p)
                    && let Object::Pipeline { guard: Some(_), .. } = o.get(*p)?
                {
                    flagged.push(*p);
                }
            }
            // Writes copy from one buffer holding the stream's whole data blob, in stream order.
            let has_writes =
                commands.iter().any(|c| matches!(c, Command::WriteBuffer { data: (_, n), .. } if *n > 0));
            let blob = has_writes.then(|| {
                let mut padded = data.to_vec();
                padded.resize(data.len().next_multiple_of(4), 0);
                self.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
                    label: Some("wasm-host batch data"),
                    contents: &padded,
                    usage: wgpu::BufferUsages::COPY_SRC,
                })
            });
            // The flags, then the indirect validation state.
            let state_at = 4 * flagged.len() as u64;
            let readback = self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("wasm-host batch flags"),
                size: state_at + STATE_BYTES,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let (segments, indirect) = self.scoped_as(
                "the stream",
                Some(ErrorKind::Invalid),
                || -> Result<(Vec<wgpu::CommandBuffer>, Option<IndirectRun>)> {
                    let indirect = self.indirect_run(o, commands, &bounds)?;
                    let new_encoder = || {
                        self.device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                            label: Some("wasm-host batch stream"),
                        })
                    };
                    // A stream is one submission, except around a dispatch cut into parts
                    // (`exec::parts`): each part, and then the rest, is a submission of its own.
                    let mut segments = Vec::new();
                    let mut encoder = new_encoder();
                    for p in &flagged {
                        if let Object::Pipeline { guard: Some(g), .. } = o.get(*p)? {
                            encoder.clear_buffer(&g.flag, 0, None);
                        }
                    }
                    let mut pass: Option<wgpu::ComputePass<'static>> = None;
                    let mut current: Option<(&wgpu::ComputePipeline, Option<&GuardSlot>)> = None;
                    // What the guest bound in the pass, to bind again after a validation dispatch.
                    let mut bound: Vec<Option<(&wgpu::BindGroup, &[u32])>> = Vec::new();
                    let mut next_indirect = 0usize;
                    for c in commands {
                        match c {
                            Command::WriteBuffer { buffer, offset, data: (start, len) } => {
                                if let Some(blob) = &blob
                                    && *len > 0
                                {
                                    let to = o.buffer(*buffer)?;
                                    encoder.copy_buffer_to_buffer(
                                        blob,
                                        u64::from(*start),
                                        to,
                                        *offset,
                                        u64::from(*len),
                                    );
                                }
                            }
                            Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => {
                                encoder.copy_buffer_to_buffer(
                                    o.buffer(*src)?,
                                    *src_offset,
                                    o.buffer(*dst)?,
                                    *dst_offset,
                                    *size,
                                );
                            }
                            Command::ClearBuffer { buffer, offset, size } => {
                                encoder.clear_buffer(o.buffer(*buffer)?, *offset, *size);
                            }
                            Command::BeginComputePass => {
                                pass =
                                    Some(encoder.begin_compute_pass(&Default::default()).forget_lifetime());
                                current = None;
                                bound.clear();
                            }
                            Command::EndComputePass => pass = None,
                            Command::SetPipeline(p) => {
                                let Object::Pipeline { pipeline, guard } = o.get(*p)? else {
                                    return Err(Error::trap("set-pipeline of a non-pipeline"));
                                };
                                if let Some(pass) = pass.as_mut() {
                                    pass.set_pipeline(pipeline);
                                }
                                current = Some((pipeline, guard.as_ref()));
                            }
                            Command::SetBindGroup { index, group, offsets } => {
                                let Object::Group(g) = o.get(*group)? else {
                                    return Err(Error::trap("set-bind-group of a non-group"));
                                };
                                if let Some(pass) = pass.as_mut() {
                                    pass.set_bind_group(*index, g, offsets);
                                }
                                let i = *index as usize;
                                if bound.len() <= i {
                                    bound.resize(i + 1, None);
                                }
                                bound[i] = Some((g, offsets.as_slice()));
                            }
                            Command::Dispatch(whole) => {
                                let cut = match current {
                                    Some((pipeline, Some(g))) if shared && g.cuttable && pass.is_some() => {
                                        let n = parts::count(&g.budget, *whole, g.workgroup_size);
                                        (n > 1).then_some((pipeline, g, n))
                                    }
                                    _ => None,
                                };
                                if let Some((pipeline, g, count)) = cut {
                                    let invocations = whole
                                        .iter()
                                        .chain(&g.workgroup_size)
                                        .map(|&n| u64::from(n))
                                        .product();
                                    let b = g.budget.iterations(Some(invocations));
                                    for index in 0..=count {
                                        drop(pass.take());
                                        segments
                                            .push(std::mem::replace(&mut encoder, new_encoder()).finish());
                                        let mut p =
                                            encoder.begin_compute_pass(&Default::default()).forget_lifetime();
                                        p.set_pipeline(pipeline);
                                        for (i, entry) in bound.iter().enumerate() {
                                            if let Some((group, offsets)) = entry {
                                                p.set_bind_group(i as u32, *group, offsets);
                                            }
                                        }
                                        if index < count {
                                            let (size, group) =
                                                self.part_group(g, *whole, Part { index, count })?;
                                            p.set_bind_group(g.group, &group, &[budget::budget_offset(b)]);
                                            p.dispatch_workgroups(size[0], size[1], size[2]);
                                        }
                                        pass = Some(p);
                                    }
                                } else if let Some(pass) = pass.as_mut() {
                                    let [x, y, z] = whole;
                                    if let Some((_, Some(g))) = current {
                                        let invocations = [*x, *y, *z]
                                            .iter()
                                            .chain(&g.workgroup_size)
                                            .map(|&n| u64::from(n))
                                            .product();
                                        let b = g.budget.iterations(Some(invocations));
                                        pass.set_bind_group(
                                            g.group,
                                            &g.bind_group,
                                            &[budget::budget_offset(b)],
                                        );
                                    }
                                    pass.dispatch_workgroups(*x, *y, *z);
                                }
                            }
                            Command::DispatchIndirect { .. } => {
                                let (Some(pass), Some(run), Some(v)) =
                                    (pass.as_mut(), indirect.as_ref(), o.validator.as_ref())
                                else {
                                    return Err(Error::trap("an indirect dispatch without its validation"));
                                };
                                let k = next_indirect;
                                next_indirect += 1;
                                // The validation dispatch, then the guest's state again.
                                pass.set_pipeline(&v.pipeline);
                                pass.set_bind_group(0, &run.groups[k], &[]);
                                pass.dispatch_workgroups(1, 1, 1);
                                let Some((pipeline, guard)) = current else {
                                    return Err(Error::trap("an indirect dispatch without a pipeline"));
                                };
                                pass.set_pipeline(pipeline);
                                for (i, b) in bound.iter().enumerate() {
                                    if let Some((g, offsets)) = b {
                                        pass.set_bind_group(i as u32, *g, offsets);
                                    }
                                }
                                if let Some(g) = guard {
                                    let b = g.budget.iterations(None);
                                    pass.set_bind_group(g.group, &g.bind_group, &[budget::budget_offset(b)]);
                                }
                                pass.dispatch_workgroups_indirect(&run.counts, 12 * k as u64);
                            }
                            Command::ReadBuffer { .. } => {}
                        }
                    }
                    drop(pass);
                    for (i, p) in flagged.iter().enumerate() {
                        if let Object::Pipeline { guard: Some(g), .. } = o.get(*p)? {
                            encoder.copy_buffer_to_buffer(&g.flag, 0, &readback, 4 * i as u64, 4);
                        }
                    }
                    match &indirect {
                        Some(run) => {
                            encoder.copy_buffer_to_buffer(&run.state, 0, &readback, state_at, STATE_BYTES)
                        }
                        None => encoder.clear_buffer(&readback, state_at, None),
                    }
                    segments.push(encoder.finish());
                    Ok((segments, indirect))
                },
            )??;
            // Each submit inside error scopes of its own: a refusal is this stream's error. Of a
            // stream's submissions at most two are queued at a time (`fair::MAX_IN_FLIGHT`), so
            // other tenants' work enters the queue between the parts of a cut dispatch.
            let in_flight = fair::InFlight::default();
            for (k, commands) in segments.into_iter().enumerate() {
                if k > 0 {
                    let (marker, _) = MapSlot::new();
                    self.submitter.send(Op::Done { slot: marker.clone(), flush: false })?;
                    in_flight.admit(marker).await;
                }
                let (done, caught) = tokio::sync::oneshot::channel();
                self.submitter.send(Op::SubmitScoped { commands, device: self.device.clone(), done })?;
                let Caught { oom, validation } = caught
                    .await
                    .map_err(|_| Error::device("the gpu submission thread stopped during a stream"))?;
                if let Some(e) = oom {
                    return Err(Error::quota(format!(
                        "the stream: the device is out of memory ({})",
                        one_line(e)
                    )));
                }
                if let Some(e) = validation {
                    return Err(Error::invalid(format!(
                        "the stream: the device refused it: {}",
                        one_line(e)
                    )));
                }
            }
            // Wait for the work: the flags and the indirect verdicts first, then the buffers the
            // stream reads.
            self.map_read(&readback, "a stream's flags").await?;
            let (cut, state) = {
                let view =
                    readback.get_mapped_range(..).map_err(|e| Error::trap(format!("mapped flags: {e}")))?;
                let words: Vec<u32> =
                    view.chunks_exact(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
                let cut = words[..flagged.len()].iter().any(|&w| w != 0);
                (cut, words[flagged.len()..].to_vec())
            };
            readback.unmap();
            if let Some(run) = &indirect
                && state[4] != 0
            {
                let k = state[4] as usize - 1;
                let command =
                    run.commands.get(k).copied().ok_or_else(|| Error::trap("a verdict of no dispatch"))?;
                let fault = IndirectFault::from_code(state[5])
                    .ok_or_else(|| Error::trap(format!("an indirect verdict of code {}", state[5])))?;
                return Err(bounds.refusal(command, [state[6], state[7], state[8]], fault));
            }
            if cut {
                return Err(Error::new(
                    ErrorKind::Truncated,
                    "a shader of the stream exhausted its loop budget; the stream's reads were discarded",
                ));
            }
            let mut out = vec![0u8; window as usize];
            // The reads grouped by buffer: each buffer is mapped once.
            let mut reads: Vec<(u32, u64, u32, u32)> = commands
                .iter()
                .filter_map(|c| match c {
                    Command::ReadBuffer { buffer, offset, size, window_offset } => {
                        Some((*buffer, *offset, *size, *window_offset))
                    }
                    _ => None,
                })
                .collect();
            reads.sort_unstable();
            for group in reads.chunk_by(|a, b| a.0 == b.0) {
                let b = o.buffer(group[0].0)?;
                self.map_read(b, "a stream's read-back").await?;
                {
                    let view =
                        b.get_mapped_range(..).map_err(|e| Error::trap(format!("mapped read: {e}")))?;
                    for &(_, offset, size, window_offset) in group {
                        let (s, w) = (offset as usize, window_offset as usize);
                        out[w..w + size as usize].copy_from_slice(&view[s..s + size as usize]);
                    }
                }
                b.unmap();
            }
            Ok(out)
        })
    }
}

impl GpuExecutor {
    /// The device side of a stream's indirect dispatches (none without any): the validation
    /// state set to `bounds`, a counts buffer and a bind group per dispatch.
    fn indirect_run(
        &self,
        o: &GpuObjects,
        commands: &[Command],
        bounds: &IndirectBounds,
    ) -> Result<Option<IndirectRun>> {
        let dispatches: Vec<(usize, u32, u64)> = commands
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match c {
                Command::DispatchIndirect { buffer, offset } => Some((i, *buffer, *offset)),
                _ => None,
            })
            .collect();
        if dispatches.is_empty() {
            return Ok(None);
        }
        let v = o.validator.as_ref().ok_or_else(|| Error::trap("indirect dispatches without a validator"))?;
        let mut state = [0u32; (STATE_BYTES / 4) as usize];
        state[1] = bounds.stream_workgroups;
        state[2] = bounds.dispatch_workgroups;
        state[3] = bounds.max_axis;
        let state = self.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("wasm-host indirect state"),
            contents: bytemuck::cast_slice(&state),
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::COPY_SRC,
        });
        let counts = self.device.create_buffer(&wgpu::BufferDescriptor {
            label: Some("wasm-host indirect counts"),
            size: 12 * dispatches.len() as u64,
            usage: wgpu::BufferUsages::STORAGE | wgpu::BufferUsages::INDIRECT,
            mapped_at_creation: false,
        });
        let at: Vec<u32> = dispatches.iter().map(|d| (d.2 / 4) as u32).collect();
        let at = self.device.create_buffer_init(&wgpu::util::BufferInitDescriptor {
            label: Some("wasm-host indirect offsets"),
            contents: bytemuck::cast_slice(&at),
            usage: wgpu::BufferUsages::STORAGE,
        });
        // One bind group per guest buffer, shared by its dispatches.
        let mut made: std::collections::HashMap<u32, wgpu::BindGroup> = std::collections::HashMap::new();
        let mut groups = Vec::with_capacity(dispatches.len());
        for &(_, buffer, _) in &dispatches {
            let group = match made.entry(buffer) {
                std::collections::hash_map::Entry::Occupied(e) => e.get().clone(),
                std::collections::hash_map::Entry::Vacant(e) => {
                    let src = o.buffer(buffer)?;
                    let group = self.device.create_bind_group(&wgpu::BindGroupDescriptor {
                        label: Some("wasm-host indirect validation"),
                        layout: &v.layout,
                        entries: &[
                            wgpu::BindGroupEntry { binding: 0, resource: src.as_entire_binding() },
                            wgpu::BindGroupEntry { binding: 1, resource: state.as_entire_binding() },
                            wgpu::BindGroupEntry { binding: 2, resource: counts.as_entire_binding() },
                            wgpu::BindGroupEntry { binding: 3, resource: at.as_entire_binding() },
                        ],
                    });
                    e.insert(group).clone()
                }
            };
            groups.push(group);
        }
        Ok(Some(IndirectRun { state, counts, groups, commands: dispatches.iter().map(|d| d.0).collect() }))
    }
}
