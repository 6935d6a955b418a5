//! The batch backend on the cpu executor: a context's buffers live in its tenant's memory,
//! shader modules are compiled by the cpu compiler (after the Guard), and a stream is resolved
//! here, before anything runs, into a list of copies, fills and dispatches with their tables
//! (every slot's base and length from the bound groups and dynamic offsets). The coordinator
//! runs the list in order as one job, reads the loop-budget flags (one word per dispatch) and
//! then serves the read-backs into the window.
//!
//! What WebGPU calls validity (layouts, bind groups, pipelines against their modules, what a
//! dispatch needs bound, the usage rule) is checked by the batch context before
//! anything reaches this backend, the same for every executor. What is left here is what
//! only the run knows: indirect counts, read from the tenant's memory just before their
//! dispatch and checked against the stream's [`IndirectBounds`] (`quota` naming the command,
//! never a silent no-op), and the defensive checks the executor's memory safety rests on.

use std::sync::Arc;

use super::memory::{Heap, Region};
use super::{CoordinatorJob, CpuExecutor};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::batch::{BatchExecutor, IndirectBounds, Objects, Slab, UsedBinding};
use crate::exec::{BoxFuture, Buffer, Tenant};
use crate::guard::{GuardedModule, LoopBudget, budget};
use naga_wasm::Compiled;
use naga_wasm::abi::table;
use wasm_host_wire::{Command, Desc, LayoutEntry};

/// One object.
enum Object {
    Buffer(Buffer),
    Module(Box<GuardedModule>),
    Layout(Vec<LayoutEntry>),
    /// Its groups are the context's business (it checks pipelines against them).
    PipelineLayout,
    Pipeline(Arc<Pipeline>),
    Group {
        layout: Vec<LayoutEntry>,
        entries: Vec<(u32, Buffer, u64, u64)>,
    },
}

struct Pipeline {
    program: Arc<(u64, wasmtime::Module)>,
    compiled: Arc<Compiled>,
    /// The bindings the entry point uses: the table gives the others no memory (the compiled
    /// module declares every binding of the module, used or not).
    used: Vec<UsedBinding>,
    /// The reserved group's slots and rule, for a bounded module.
    guard: Option<(u32, Option<usize>, Option<usize>, LoopBudget)>,
}

/// A context's objects, in its tenant's memory.
pub(super) struct CpuObjects {
    heap: Arc<Heap>,
    tenant: Tenant,
    slots: Slab<Object>,
}

impl CpuObjects {
    fn get(&self, id: u32) -> Result<&Object> {
        self.slots.get(id)
    }

    fn region(&self, id: u32) -> Result<(&Region, &Buffer)> {
        match self.get(id)? {
            Object::Buffer(buffer) => Ok((super::handles::region(buffer)?, buffer)),
            _ => Err(Error::trap(format!("batch object {id} is not a buffer"))),
        }
    }
}

/// What the coordinator runs for one stream, in order. Each step holds the buffers it
/// touches (`keep`), so they outlive it whatever the guest destroys meanwhile.
pub(super) enum Step {
    Write {
        buffer: Buffer,
        offset: u32,
        bytes: Vec<u8>,
    },
    Copy {
        _keep: [Buffer; 2],
        src: u32,
        dst: u32,
        len: u32,
    },
    Fill {
        _keep: Buffer,
        addr: u32,
        len: u32,
    },
    Dispatch {
        program: Arc<(u64, wasmtime::Module)>,
        words: Vec<u32>,
        groups: [u32; 3],
        scratch: u32,
        _keep: Vec<Buffer>,
    },
    /// Counts read at `addr` when the step runs and checked against the stream's bounds
    /// (command `command` of the stream); `words` has the table's counts to fill in.
    Indirect {
        program: Arc<(u64, wasmtime::Module)>,
        words: Vec<u32>,
        addr: u32,
        command: usize,
        scratch: u32,
        _keep: Vec<Buffer>,
    },
}

/// A stream resolved for the coordinator.
pub(super) struct BatchRun {
    pub(super) heap: Arc<Heap>,
    pub(super) steps: Vec<Step>,
    /// One flag word per dispatch.
    pub(super) flags: Region,
    /// `(buffer kept alive, address, bytes, window offset)` of each read-back.
    pub(super) reads: Vec<(Buffer, u32, u32, u32)>,
    pub(super) window: u32,
    /// What its indirect dispatches may run.
    pub(super) indirect: IndirectBounds,
    /// How far it got, when it gave way to another tenant.
    cursor: Cursor,
}

/// How far a stream's run got: it gives way to another tenant between its steps and inside
/// its dispatches, and resumes here.
#[derive(Default)]
struct Cursor {
    started: bool,
    /// The next step (or the one whose dispatch is under way).
    step: usize,
    /// The workgroups its indirect dispatches may still run.
    left: u32,
    /// The dispatch under way.
    table: Option<super::TableRun>,
}

impl BatchExecutor for CpuExecutor {
    fn open(&self, tenant: &Tenant) -> Result<Objects> {
        let heap = super::handles::heap(&self.heap, tenant)?.clone();
        Ok(Box::new(CpuObjects { heap, tenant: tenant.clone(), slots: Slab::default() }))
    }

    fn create_module(&self, objects_: &mut Objects, module: GuardedModule) -> Result<u32> {
        let o = super::handles::objects(objects_)?;
        Ok(o.slots.insert(Object::Module(Box::new(module))))
    }

    fn create(&self, objects_: &mut Objects, desc: &Desc) -> Result<u32> {
        let o = super::handles::objects(objects_)?;
        let object = match desc {
            Desc::Buffer { size, .. } => {
                Object::Buffer(crate::exec::Executor::create_buffer(self, &o.tenant, "batch buffer", *size)?)
            }
            Desc::ShaderModule { .. } => {
                return Err(Error::trap("a shader module reached BatchExecutor::create"));
            }
            Desc::BindGroupLayout { entries } => Object::Layout(entries.clone()),
            Desc::PipelineLayout { .. } => Object::PipelineLayout,
            Desc::ComputePipeline { layout, module, entry, constants } => {
                let (Object::PipelineLayout, Object::Module(m)) = (o.get(*layout)?, o.get(*module)?) else {
                    return Err(Error::trap("a pipeline of a non-layout or non-module"));
                };
                let used = crate::exec::batch::used_bindings(m, entry).ok_or_else(|| {
                    Error::invalid(format!("the module has no compute entry point `{entry}`"))
                })?;
                let (compiled, module) =
                    self.compiled("a batch pipeline", m, (entry, false), &[], constants)?;
                let slot =
                    |g: u32, b: u32| compiled.slots.iter().position(|s| s.group == g && s.binding == b);
                let guard = m.bounds().map(|b| {
                    (
                        b.group,
                        slot(b.group, budget::FLAG_BINDING),
                        slot(b.group, budget::BUDGET_BINDING),
                        b.budget,
                    )
                });
                let id = self.next_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                Object::Pipeline(Arc::new(Pipeline {
                    program: Arc::new((id, module)),
                    compiled,
                    used,
                    guard,
                }))
            }
            Desc::BindGroup { layout, entries } => {
                // The context checked the entries against the layout (one each, usages, ranges,
                // alignment); they are kept in the layout's order.
                let Object::Layout(l) = o.get(*layout)? else {
                    return Err(Error::trap("a bind group of a non-layout"));
                };
                let mut bound = Vec::with_capacity(entries.len());
                for le in l {
                    let e = entries
                        .iter()
                        .find(|e| e.binding == le.binding)
                        .ok_or_else(|| Error::trap("a bind group without an entry of its layout"))?;
                    let (region, buffer) = o.region(e.buffer)?;
                    let size = e.size.unwrap_or(region.size.saturating_sub(e.offset));
                    if e.offset.checked_add(size).is_none_or(|end| end > region.size) {
                        return Err(Error::trap("a bind group range outside its buffer passed the context"));
                    }
                    bound.push((le.binding, buffer.clone(), e.offset, size));
                }
                Object::Group { layout: l.clone(), entries: bound }
            }
        };
        Ok(o.slots.insert(object))
    }

    fn destroy(&self, objects_: &mut Objects, id: u32) {
        if let Ok(o) = super::handles::objects(objects_) {
            o.slots.remove(id);
        }
    }

    fn replay<'a>(
        &'a self,
        objects_: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
        indirect: IndirectBounds,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        Box::pin(async move {
            let run = self.resolve(super::handles::objects(objects_)?, commands, data, window, indirect)?;
            let (tx, rx) = tokio::sync::oneshot::channel();
            self.send(CoordinatorJob::Batch(Box::new(run), tx))?;
            rx.await.map_err(|_| Error::device("the cpu executor stopped during a batch stream"))?
        })
    }
}

impl CpuExecutor {
    /// Resolves a checked, translated stream into steps with their tables.
    fn resolve(
        &self,
        o: &CpuObjects,
        commands: &[Command],
        data: &[u8],
        window: u32,
        indirect: IndirectBounds,
    ) -> Result<BatchRun> {
        let dispatches = commands
            .iter()
            .filter(|c| matches!(c, Command::Dispatch(_) | Command::DispatchIndirect { .. }))
            .count();
        let flags = Region::new(&o.heap, 4 * dispatches.max(1) as u64)?;
        let mut steps = Vec::new();
        let mut reads = Vec::new();
        let mut pipeline: Option<Arc<Pipeline>> = None;
        let mut groups: Vec<Option<(u32, Vec<u32>)>> = Vec::new();
        let mut d = 0u32;
        for (i, c) in commands.iter().enumerate() {
            match c {
                Command::WriteBuffer { buffer, offset, data: (start, len) } => {
                    let (_, b) = o.region(*buffer)?;
                    let bytes = data[*start as usize..(*start + *len) as usize].to_vec();
                    steps.push(Step::Write { buffer: b.clone(), offset: *offset as u32, bytes });
                }
                Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => {
                    let ((rs, bs), (rd, bd)) = (o.region(*src)?, o.region(*dst)?);
                    steps.push(Step::Copy {
                        _keep: [bs.clone(), bd.clone()],
                        src: rs.addr + *src_offset as u32,
                        dst: rd.addr + *dst_offset as u32,
                        len: *size as u32,
                    });
                }
                Command::ClearBuffer { buffer, offset, size } => {
                    let (r, b) = o.region(*buffer)?;
                    let len = size.unwrap_or(r.size - offset);
                    steps.push(Step::Fill {
                        _keep: b.clone(),
                        addr: r.addr + *offset as u32,
                        len: len as u32,
                    });
                }
                Command::BeginComputePass => {
                    pipeline = None;
                    groups.clear();
                }
                Command::EndComputePass => {}
                Command::SetPipeline(p) => {
                    let Object::Pipeline(p) = o.get(*p)? else { return Err(Error::trap("not a pipeline")) };
                    pipeline = Some(p.clone());
                }
                Command::SetBindGroup { index, group, offsets } => {
                    let i = *index as usize;
                    if groups.len() <= i {
                        groups.resize(i + 1, None);
                    }
                    groups[i] = Some((*group, offsets.clone()));
                }
                Command::Dispatch(_) | Command::DispatchIndirect { .. } => {
                    let p = pipeline.as_ref().ok_or_else(|| {
                        Error::trap("a dispatch without a pipeline passed the context's checks")
                    })?;
                    let (mut words, mut keep) = self.table(o, p, &groups, flags.addr + 4 * d)?;
                    d += 1;
                    let scratch = p.compiled.scratch_bytes;
                    let program = p.program.clone();
                    if let Command::DispatchIndirect { buffer, offset } = c {
                        let (r, b) = o.region(*buffer)?;
                        words[3] = p.guard.as_ref().map_or(0, |g| g.3.iterations(None));
                        keep.push(b.clone());
                        let addr = r.addr + *offset as u32;
                        steps.push(Step::Indirect { program, words, addr, command: i, scratch, _keep: keep });
                    } else if let Command::Dispatch(counts) = c {
                        let invocations: u64 =
                            counts.iter().chain(&p.compiled.workgroup_size).map(|&n| u64::from(n)).product();
                        words[..3].copy_from_slice(counts);
                        words[3] = p.guard.as_ref().map_or(0, |g| g.3.iterations(Some(invocations)));
                        steps.push(Step::Dispatch { program, words, groups: *counts, scratch, _keep: keep });
                    }
                }
                Command::ReadBuffer { buffer, offset, size, window_offset } => {
                    let (r, b) = o.region(*buffer)?;
                    reads.push((b.clone(), r.addr + *offset as u32, *size, *window_offset));
                }
            }
        }
        Ok(BatchRun {
            heap: o.heap.clone(),
            steps,
            flags,
            reads,
            window,
            indirect,
            cursor: Cursor::default(),
        })
    }

    /// The table of one dispatch of `p` with `groups` bound (counts and budget left 0).
    fn table(
        &self,
        o: &CpuObjects,
        p: &Pipeline,
        groups: &[Option<(u32, Vec<u32>)>],
        flag: u32,
    ) -> Result<(Vec<u32>, Vec<Buffer>)> {
        let mut words = vec![0u32; 4];
        let mut keep = Vec::new();
        for (i, s) in p.compiled.slots.iter().enumerate() {
            let (base, len) = match &p.guard {
                Some((g, flag_slot, budget_slot, _)) if *g == s.group => {
                    if *flag_slot == Some(i) {
                        (flag, 4)
                    } else if *budget_slot == Some(i) {
                        (super::memory::TABLE_AT + table::BUDGET, 4)
                    } else {
                        (0, 0)
                    }
                }
                _ if !p.used.iter().any(|u| u.group == s.group && u.binding == s.binding) => (0, 0),
                _ => {
                    let (group, offsets) =
                        groups.get(s.group as usize).and_then(Option::as_ref).ok_or_else(|| {
                            Error::invalid(format!(
                                "dispatch: the pipeline needs bind group {}, which is not set",
                                s.group
                            ))
                        })?;
                    let Object::Group { layout, entries } = o.get(*group)? else {
                        return Err(Error::trap("not a group"));
                    };
                    let (_, buffer, offset, size) =
                        entries.iter().find(|e| e.0 == s.binding).ok_or_else(|| {
                            Error::invalid(format!(
                                "dispatch: bind group {} has no binding {} the pipeline reads",
                                s.group, s.binding
                            ))
                        })?;
                    // Dynamic offsets go to the layout's dynamic entries in binding order.
                    let mut dynamic: Vec<u32> =
                        layout.iter().filter(|e| e.dynamic).map(|e| e.binding).collect();
                    dynamic.sort_unstable();
                    let extra = match dynamic.iter().position(|&b| b == s.binding) {
                        Some(k) => u64::from(*offsets.get(k).ok_or_else(|| {
                            Error::trap("a set-bind-group without its dynamic offsets passed the context")
                        })?),
                        None => 0,
                    };
                    let region = super::handles::region(buffer)?;
                    let start = offset + extra;
                    if !extra.is_multiple_of(4)
                        || start.checked_add(*size).is_none_or(|end| end > region.size)
                    {
                        return Err(Error::invalid(format!(
                            "dispatch: binding {} of group {} with dynamic offset {extra} reaches past its buffer",
                            s.binding, s.group
                        )));
                    }
                    if *size < u64::from(s.min_bytes) {
                        return Err(Error::invalid(format!(
                            "dispatch: binding {} of group {} has {size} bytes; its type needs {}",
                            s.binding, s.group, s.min_bytes
                        )));
                    }
                    keep.push(buffer.clone());
                    (region.addr + start as u32, *size as u32)
                }
            };
            words.extend([base, len]);
        }
        Ok((words, keep))
    }
}

/// The coordinator's part: every step in order, then the flags, then the reads; `None` when
/// the stream gave way to another tenant's job (a turn that began at `since`), to be resumed.
pub(super) fn run(
    cx: &mut super::Coordinator<'_>,
    r: &mut BatchRun,
    since: std::time::Instant,
) -> Option<Result<Vec<u8>>> {
    match steps(cx, r, since) {
        Ok(true) => Some(finish(cx, r)),
        Ok(false) => None,
        Err(e) => Some(Err(e)),
    }
}

/// Runs the steps from the cursor: `true` once all have run, `false` when the stream gave way.
fn steps(cx: &mut super::Coordinator<'_>, r: &mut BatchRun, since: std::time::Instant) -> Result<bool> {
    let c = &mut r.cursor;
    if !c.started {
        cx.copiers.of(&r.heap)?.zero(r.flags.addr, r.flags.size as u32)?;
        c.left = r.indirect.stream_workgroups;
        c.started = true;
    }
    let mut ran = false;
    while let Some(step) = r.steps.get(c.step) {
        // Between steps: give way once this turn has done something.
        if ran && c.table.is_none() && cx.turns.yield_now(since) {
            return Ok(false);
        }
        ran = true;
        let e = |e: Error| e.to_string();
        let outcome = match step {
            Step::Write { buffer, offset, bytes } => {
                let region = super::handles::region(buffer)?;
                cx.copiers.of(&r.heap)?.write(region.addr + offset, bytes).map_err(e)
            }
            Step::Copy { src, dst, len, .. } => cx.copiers.of(&r.heap)?.copy(*dst, *src, *len).map_err(e),
            Step::Fill { addr, len, .. } => cx.copiers.of(&r.heap)?.zero(*addr, *len).map_err(e),
            Step::Dispatch { program, words, groups, scratch, .. } => {
                let table = match c.table.take() {
                    Some(t) => Ok(t),
                    None => super::TableRun::new(
                        &r.heap,
                        program.clone(),
                        words.clone(),
                        *groups,
                        *scratch,
                        cx.workers.len(),
                    ),
                };
                table.and_then(|t| run_table(cx, t, &mut c.table, since))
            }
            Step::Indirect { program, words, addr, command, scratch, .. } => {
                let table = match c.table.take() {
                    Some(t) => Some(t),
                    None => {
                        let counts = cx.copiers.of(&r.heap)?.read(*addr, 12)?;
                        let groups = [counts[0], counts[1], counts[2]];
                        // Counts over a bound fail the stream here, before they run anything.
                        if let Err(fault) = r.indirect.check(groups, &mut c.left) {
                            return Err(r.indirect.refusal(*command, groups, fault));
                        }
                        if groups.contains(&0) {
                            None
                        } else {
                            let mut words = words.clone();
                            words[..3].copy_from_slice(&groups);
                            let t = super::TableRun::new(
                                &r.heap,
                                program.clone(),
                                words,
                                groups,
                                *scratch,
                                cx.workers.len(),
                            );
                            Some(t.map_err(|e| {
                                Error::device(format!("a batch stream failed on the cpu executor: {e}"))
                            })?)
                        }
                    }
                };
                match table {
                    Some(t) => run_table(cx, t, &mut c.table, since),
                    None => Ok(()),
                }
            }
        };
        if let Err(e) = outcome {
            return Err(Error::device(format!("a batch stream failed on the cpu executor: {e}")));
        }
        if c.table.is_some() {
            return Ok(false);
        }
        c.step += 1;
    }
    Ok(true)
}

/// A turn of one dispatch of the stream; when it gives way, its progress goes to `held`.
fn run_table(
    cx: &mut super::Coordinator<'_>,
    t: super::TableRun,
    held: &mut Option<super::TableRun>,
    since: std::time::Instant,
) -> std::result::Result<(), String> {
    if !cx.run_table(&t, since)? {
        *held = Some(t);
    }
    Ok(())
}

/// After the last step: the flags, then the reads into the window.
fn finish(cx: &mut super::Coordinator<'_>, r: &BatchRun) -> Result<Vec<u8>> {
    let flags = cx.copiers.of(&r.heap)?.read(r.flags.addr, r.flags.size as usize)?;
    if flags.iter().any(|&f| f != 0) {
        return Err(Error::new(
            ErrorKind::Truncated,
            "a shader of the stream exhausted its loop budget; the stream's reads were discarded",
        ));
    }
    let mut window = vec![0u8; r.window as usize];
    for (_, addr, size, at) in &r.reads {
        let words = cx.copiers.of(&r.heap)?.read(*addr, *size as usize)?;
        let bytes: &[u8] = bytemuck::cast_slice(&words);
        window[*at as usize..(*at + *size) as usize].copy_from_slice(&bytes[..*size as usize]);
    }
    Ok(window)
}
