//! The batch backend on wgpu: a context's objects as wgpu objects, and its streams replayed
//! into one command encoder (one submit), with the loop-budget flags of its bounded pipelines
//! and its read-backs served by maps after the work.
//!
//! Shader modules pass the Guard ([`Guard::check`]); a pipeline of a bounded module gets the
//! host's group appended to its layout, and every dispatch of it binds the flag with the
//! dispatch's budget. Writes are copies from one buffer holding the stream's data blob,
//! recorded in order, so a write after a dispatch lands after it. Objects are validated by wgpu inside error scopes: what it
//! refuses is the guest's `invalid`, with wgpu's message.

use super::poller::MapSlot;
use super::queue::Op;
use super::{GpuExecutor, GuardSlot};
use crate::batch::wire::{BufferBinding, Command, Desc};
use crate::batch::{Backend, Objects, Slab};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::BoxFuture;
use crate::guard::{Guard, GuardedModule, budget};
use wgpu::util::DeviceExt as _;

/// One object.
enum Object {
    Buffer(wgpu::Buffer),
    Module(Box<GuardedModule>),
    Layout(wgpu::BindGroupLayout),
    PipelineLayout(Vec<wgpu::BindGroupLayout>),
    Pipeline { pipeline: wgpu::ComputePipeline, guard: Option<GuardSlot> },
    Group(wgpu::BindGroup),
}

/// A context's objects.
#[derive(Default)]
struct GpuObjects {
    slots: Slab<Object>,
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

fn objects(o: &mut Objects) -> Result<&mut GpuObjects> {
    o.downcast_mut::<GpuObjects>().ok_or_else(|| Error::trap("batch objects of another backend"))
}

impl Backend for GpuExecutor {
    fn open(&self, _tenant: &crate::exec::Tenant) -> Result<Objects> {
        Ok(Box::new(GpuObjects::default()))
    }

    fn create(&self, objects_: &mut Objects, guard: &Guard, desc: &Desc) -> Result<u32> {
        self.check_lost()?;
        let o = objects(objects_)?;
        let invalid = Some(ErrorKind::Invalid);
        let object = match desc {
            Desc::Buffer { size, usage } => {
                let usages = wgpu::BufferUsages::from_bits(*usage)
                    .ok_or_else(|| Error::invalid(format!("buffer usage {usage:#x}")))?;
                if *size > self.limits.max_buffer_bytes {
                    return Err(Error::quota(format!(
                        "a buffer of {size} bytes; the largest on this device is {} bytes",
                        self.limits.max_buffer_bytes
                    )));
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
            Desc::ShaderModule { wgsl } => Object::Module(Box::new(guard.check(wgsl).map_err(Error::from)?)),
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
        if let Ok(o) = objects(objects_)
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
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        Box::pin(async move {
            let o = objects(objects_)?;
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
            let readback = self.device.create_buffer(&wgpu::BufferDescriptor {
                label: Some("wasm-host batch flags"),
                size: 4 * flagged.len().max(1) as u64,
                usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                mapped_at_creation: false,
            });
            let encoder = self.scoped_as(
                "the stream",
                Some(ErrorKind::Invalid),
                || -> Result<wgpu::CommandBuffer> {
                    let mut encoder = self.device.create_command_encoder(&wgpu::CommandEncoderDescriptor {
                        label: Some("wasm-host batch stream"),
                    });
                    for p in &flagged {
                        if let Object::Pipeline { guard: Some(g), .. } = o.get(*p)? {
                            encoder.clear_buffer(&g.flag, 0, None);
                        }
                    }
                    let mut pass: Option<wgpu::ComputePass<'static>> = None;
                    let mut current: Option<&GuardSlot> = None;
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
                            }
                            Command::EndComputePass => pass = None,
                            Command::SetPipeline(p) => {
                                let Object::Pipeline { pipeline, guard } = o.get(*p)? else {
                                    return Err(Error::trap("set-pipeline of a non-pipeline"));
                                };
                                if let Some(pass) = pass.as_mut() {
                                    pass.set_pipeline(pipeline);
                                }
                                current = guard.as_ref();
                            }
                            Command::SetBindGroup { index, group, offsets } => {
                                let Object::Group(g) = o.get(*group)? else {
                                    return Err(Error::trap("set-bind-group of a non-group"));
                                };
                                if let Some(pass) = pass.as_mut() {
                                    pass.set_bind_group(*index, g, offsets);
                                }
                            }
                            Command::Dispatch([x, y, z]) => {
                                if let Some(pass) = pass.as_mut() {
                                    if let Some(g) = current {
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
                            Command::DispatchIndirect { buffer, offset } => {
                                if let Some(pass) = pass.as_mut() {
                                    if let Some(g) = current {
                                        let b = g.budget.iterations(None);
                                        pass.set_bind_group(
                                            g.group,
                                            &g.bind_group,
                                            &[budget::budget_offset(b)],
                                        );
                                    }
                                    pass.dispatch_workgroups_indirect(o.buffer(*buffer)?, *offset);
                                }
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
                    if flagged.is_empty() {
                        encoder.clear_buffer(&readback, 0, None);
                    }
                    Ok(encoder.finish())
                },
            )??;
            self.submitter.send(Op::Submit(encoder))?;
            // Wait for the work: the flags first, then the buffers the stream reads.
            let (slot, wait) = MapSlot::new();
            self.submitter.send(Op::Map { buffer: readback.clone(), slot, what: "a stream's flags" })?;
            wait.await.map_err(Error::device)?;
            let cut = {
                let view =
                    readback.get_mapped_range(..).map_err(|e| Error::trap(format!("mapped flags: {e}")))?;
                view.chunks_exact(4).take(flagged.len()).any(|w| w != [0, 0, 0, 0])
            };
            readback.unmap();
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
                let (slot, wait) = MapSlot::new();
                self.submitter.send(Op::Map { buffer: b.clone(), slot, what: "a stream's read-back" })?;
                wait.await.map_err(Error::device)?;
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
