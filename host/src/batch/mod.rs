//! Batch contexts: a guest's WebGPU-style objects and command streams, replayed by the host
//! behind a private id table, quotas and a bounded read window. No WIT types here.
//!
//! A [`Context`] is one guest context. Its guest ids (in `[1, max_objects)`) are its own: every
//! id in a descriptor or a stream is looked up in its table, checked for its kind and replaced
//! by the [`BatchExecutor`]'s id before the backend sees anything, so a stream can only name objects
//! its own context made. Descriptors and streams are decoded ([`wire`]) into values the host
//! owns. Everything a stream asks is checked before anything runs: pass structure, ranges and
//! usages, read-backs against the window, dispatch sizes and invocation bounds, the reserved
//! bind group, the commands, passes, dispatches and bytes of the stream, and WebGPU's validity
//! rules for layouts, bind groups, pipelines and dispatches. Those rules are checked here, in
//! one place, never left to a backend, so the executors cannot disagree on what is valid. What
//! only the device knows (indirect dispatch counts) is checked by the backend at run time
//! against [`IndirectBounds`]. After any error the context is *lost*: it releases its objects
//! and answers `lost` (naming the first error) from then on. The wire format is
//! `docs/design/batch-wire.md`.

/// The batch wire format (the `wasm-host-wire` crate, which guest-rs encodes with).
pub use wasm_host_wire as wire;

use std::collections::HashMap;
use std::sync::Arc;

use self::wire::{BufferBinding, Command, Desc, Kind, LayoutEntry, usage};
use crate::error::{Error, ErrorKind, Result};
pub use crate::exec::batch::{
    BatchExecutor, IndirectBounds, Objects, UsedBinding, used_bindings,
};
use crate::guard::Guard;
use crate::ledger::{Account, Ledger, Reservation};

/// The read window a context grants by default, and the most any grants.
pub const DEFAULT_MAX_READ: u32 = 1 << 20;
/// The largest read window (64 MiB).
pub const MAX_READ_WINDOW: u32 = 64 << 20;
/// The most words one stream may have (16 MiB).
pub const MAX_STREAM_WORDS: usize = 4 << 20;
/// The most data bytes one stream may carry (256 MiB).
pub const MAX_STREAM_DATA: usize = 256 << 20;
/// The most compute passes one stream may have. An empty pass is the dearest command to
/// record: on lavapipe about 45 µs and 12 KiB of host memory (wgpu's pass state), so 4096
/// passes are about 0.2 s and 50 MiB there (measured in a debug build of the host).
pub const MAX_STREAM_PASSES: usize = 4096;
/// The most dispatches, direct and indirect together, one stream may have: a small dispatch
/// costs lavapipe about 50 µs, an indirect one about 180 µs with its validation dispatch, so
/// 16384 take at most about 3 s there.
pub const MAX_STREAM_DISPATCHES: usize = 1 << 14;
/// The most bytes one stream's writes, copies and clears may move together (4 GiB: about a
/// second of memory traffic on two cores).
pub const MAX_STREAM_BYTES: u64 = 4 << 30;

/// WebGPU's `minUniformBufferOffsetAlignment` and `minStorageBufferOffsetAlignment` (their
/// default, and the most a device may ask): bind group offsets and dynamic offsets are
/// multiples of this on every executor, whatever the device would allow, so a stream valid on
/// one executor is valid on all.
pub const OFFSET_ALIGNMENT: u64 = 256;
/// WebGPU's `maxBindingsPerBindGroup` (its default, and wgpu's): layout binding numbers are
/// below this.
pub const MAX_BINDINGS_PER_GROUP: u32 = 1000;
/// WebGPU's default `maxUniformBufferBindingSize`: a uniform binding has at most this many
/// bytes on every executor.
pub const MAX_UNIFORM_BINDING: u64 = 64 << 10;

/// What bounds a context: the guest's request capped by the host's own limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Guest ids are in `[1, max_objects)`.
    pub max_objects: u32,
    /// The largest read window of one stream, and the most bytes its reads return together.
    pub max_read: u32,
    /// The most workgroups per dimension of one dispatch.
    pub max_workgroups: u32,
    /// What one workgroup counts as, in invocations (the device's most per workgroup).
    pub workgroup_invocations: u32,
    /// The most invocations one dispatch may have (`None`: no bound), direct or indirect.
    pub max_dispatch_invocations: Option<u64>,
    /// The most invocations the dispatches of one stream may have together, direct and
    /// indirect.
    pub max_stream_invocations: Option<u64>,
    /// What the loop budget of an indirect dispatch is sized for, in invocations (the Guard's
    /// rule). Not a bound: indirect counts are checked at run time against the two above.
    pub indirect_invocations: u64,
}

/// How a layout entry's type reads in messages (WGSL's words).
pub fn binding_name(ty: BufferBinding) -> &'static str {
    match ty {
        BufferBinding::Storage => "var<storage, read_write>",
        BufferBinding::ReadOnlyStorage => "var<storage, read>",
        BufferBinding::Uniform => "var<uniform>",
    }
}

impl Limits {
    /// The indirect-dispatch bounds of a stream under these limits whose direct dispatches
    /// have `direct` invocations.
    pub fn indirect_bounds(&self, direct: u64) -> IndirectBounds {
        IndirectBounds::new(
            self.max_workgroups,
            self.workgroup_invocations,
            self.max_dispatch_invocations,
            self.max_stream_invocations,
            direct,
        )
    }
}

/// A module's compute entry point: its name, the bindings it uses, its invocations per
/// workgroup (`None` where an override sets the size).
type EntryPoint = (String, Vec<UsedBinding>, Option<u32>);

/// A pipeline layout's groups' layouts (group 0 first).
type Groups = Arc<[Arc<[LayoutEntry]>]>;

/// What a context knows of one object: enough to check every use of it itself.
#[derive(Clone, Debug)]
enum Info {
    /// A key into the context's buffers.
    Buffer(u64),
    /// The module's compute entry points, the bindings each uses and its invocations per
    /// workgroup (`None` where an override sets the workgroup size).
    Module(Arc<[EntryPoint]>),
    /// Entries sorted by binding.
    Layout(Arc<[LayoutEntry]>),
    /// Its groups' layouts (group 0 first).
    PipelineLayout(Arc<[Arc<[LayoutEntry]>]>),
    /// Its layout's groups, and its entry point's invocations per workgroup (`None`: set by
    /// an override, bounded by the device's most).
    Pipeline(Groups, Option<u32>),
    /// Its layout and what it binds.
    Group(Arc<GroupInfo>),
}

/// A bind group: its layout and, in the layout's order, what each entry binds.
#[derive(Debug)]
struct GroupInfo {
    /// The guest's id (for messages).
    id: u32,
    layout: Arc<[LayoutEntry]>,
    bound: Vec<Bound>,
}

/// One entry of a bind group.
#[derive(Clone, Copy, Debug)]
struct Bound {
    entry: LayoutEntry,
    /// The buffer's key, and its guest id when the group was made (for messages).
    key: u64,
    buffer: u32,
    offset: u64,
    size: u64,
}

/// One buffer of a context. The guest may destroy it while bind groups still bind it: its id is
/// gone then, no stream may use it (a group that binds it is refused), and its memory and bytes
/// are released once the last such group is destroyed, not before.
#[derive(Debug)]
struct BufferState {
    size: u64,
    usage: u32,
    backend: u32,
    destroyed: bool,
    /// Entries of live bind groups that bind it.
    bound: u32,
    /// Its bytes in the guest's quota, until it is released.
    _paid: Reservation,
}

/// One object of a context.
#[derive(Clone, Debug)]
struct Entry {
    kind: Kind,
    backend: u32,
    info: Info,
    /// What the object holds of the guest's quotas (a pipeline's count, a module's count and
    /// source bytes), while the entry lives.
    _held: Option<Arc<Vec<Reservation>>>,
}

/// Counters a context keeps for quota planning.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Peaks {
    /// The largest single direct dispatch asked for, in invocations.
    pub dispatch_invocations: u64,
    /// The most invocations one stream's direct dispatches asked for.
    pub stream_invocations: u64,
    /// Streams run.
    pub streams: u64,
}

/// One guest context.
pub struct Context {
    limits: Limits,
    reserved_group: u32,
    objects: Option<Objects>,
    table: HashMap<u32, Entry>,
    buffers: HashMap<u64, BufferState>,
    next_key: u64,
    lost: Option<Error>,
    peaks: Peaks,
    /// The guest's count of contexts, given back when the context drops.
    _held: Option<Reservation>,
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field("limits", &self.limits)
            .field("live", &self.table.len())
            .field("lost", &self.lost)
            .finish_non_exhaustive()
    }
}

impl Context {
    /// This context, counted by `count` (the guest's count of contexts) while it lives.
    pub fn holding(mut self, count: Reservation) -> Context {
        self._held = Some(count);
        self
    }

    /// A context of `tenant` on `backend` within `limits`; the reserved bind group is
    /// `reserved_group`.
    pub fn new(
        backend: &dyn BatchExecutor,
        tenant: &crate::exec::Tenant,
        limits: Limits,
        reserved_group: u32,
    ) -> Result<Context> {
        Ok(Context {
            limits,
            reserved_group,
            objects: Some(backend.open(tenant)?),
            table: HashMap::new(),
            buffers: HashMap::new(),
            next_key: 1,
            lost: None,
            peaks: Peaks::default(),
            _held: None,
        })
    }

    /// Live objects (guest ids in use).
    pub fn live(&self) -> u32 {
        self.table.len() as u32
    }

    /// Bytes of buffers this context holds against the guest's quota: its live buffers and the
    /// destroyed ones that bind groups still hold.
    #[cfg(test)]
    fn held_bytes(&self) -> u64 {
        self.buffers.values().map(|b| b.size).sum()
    }

    /// The context's limits.
    #[cfg(test)]
    fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The error that lost the context.
    pub fn lost(&self) -> Option<&Error> {
        self.lost.as_ref()
    }

    /// Peaks for quota planning.
    pub fn peaks(&self) -> Peaks {
        self.peaks
    }

    fn check_live(&self) -> Result<()> {
        match &self.lost {
            Some(e) => Err(Error::new(
                ErrorKind::Lost,
                format!(
                    "the context was lost by an earlier error: {}: {}",
                    e.kind().map_or("host fault", |k| k.name()),
                    e.message()
                ),
            )),
            None => Ok(()),
        }
    }

    /// Loses the context on `e`: releases everything and remembers the first error.
    fn fail<T>(&mut self, e: Error) -> Result<T> {
        if e.kind().is_some() && self.lost.is_none() {
            self.lost = Some(e.clone());
            self.release();
        }
        Err(e)
    }

    /// Releases every object and gives back what the tenant lent (also on drop of the guest's
    /// handle, through the interface layer).
    pub fn release(&mut self) {
        // The backend's objects go first, then the reservations that paid for them.
        self.objects = None;
        self.table.clear();
        self.buffers.clear();
    }

    /// The live object `id`, which must be of `kind` (`refused` otherwise). `what` names the
    /// place for messages (made only on an error).
    fn object(&self, id: u32, kind: Kind, what: impl Fn() -> String) -> Result<&Entry> {
        let e = self
            .table
            .get(&id)
            .ok_or_else(|| Error::refused(format!("{}: object {id} is not live", what())))?;
        if e.kind != kind {
            return Err(Error::refused(format!("{}: object {id} is a {}, not a {kind}", what(), e.kind)));
        }
        Ok(e)
    }

    /// Translates the ids of a descriptor or command in place: each must be live and of its kind.
    fn translate(&self, ids: Vec<(&mut u32, Kind)>, what: impl Fn() -> String) -> Result<()> {
        for (id, kind) in ids {
            *id = self.object(*id, kind, &what)?.backend;
        }
        Ok(())
    }

    /// The live buffer `id` (`refused` otherwise).
    fn buffer(&self, id: u32, what: impl Fn() -> String) -> Result<&BufferState> {
        match self.table.get(&id).map(|e| &e.info) {
            Some(Info::Buffer(key)) => {
                self.buffers.get(key).ok_or_else(|| Error::trap(format!("buffer {id} without its state")))
            }
            _ => Err(Error::refused(format!("{}: object {id} is not a live buffer", what()))),
        }
    }

    fn layout(&self, id: u32, what: impl Fn() -> String) -> Result<Arc<[LayoutEntry]>> {
        match &self.object(id, Kind::BindGroupLayout, what)?.info {
            Info::Layout(l) => Ok(l.clone()),
            _ => Err(Error::trap("a layout without its entries")),
        }
    }

    /// Makes guest object `id` of wire kind `kind` from `desc`.
    pub fn create(
        &mut self,
        backend: &dyn BatchExecutor,
        guard: &Guard,
        ledger: &Ledger,
        id: u32,
        kind: u32,
        desc: &[u8],
    ) -> Result<()> {
        self.check_live()?;
        match self.create_inner(backend, guard, ledger, id, kind, desc) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(e),
        }
    }

    fn create_inner(
        &mut self,
        backend: &dyn BatchExecutor,
        guard: &Guard,
        ledger: &Ledger,
        id: u32,
        kind: u32,
        bytes: &[u8],
    ) -> Result<()> {
        if id == 0 || id >= self.limits.max_objects {
            return Err(Error::refused(format!(
                "object id {id} is outside [1, {})",
                self.limits.max_objects
            )));
        }
        if self.table.contains_key(&id) {
            return Err(Error::refused(format!("object id {id} is in use")));
        }
        let kind = Kind::from_wire(kind)
            .ok_or_else(|| Error::refused(format!("object kind {kind} is unknown (1 to 6)")))?;
        let mut desc = wire::decode_desc(kind, bytes)?;
        if let Desc::ShaderModule { wgsl } = &desc {
            // Counted before the Guard parses it: a guest at its limit costs the host nothing.
            let held = vec![
                ledger.take(Account::Modules, 1, "a shader module")?,
                ledger.take(Account::WgslBytes, wgsl.len() as u64, "a shader module's source")?,
            ];
            // The Guard checks the module here, so the context knows what each entry point binds.
            let module = guard.check(wgsl).map_err(Error::from)?;
            let entries: Vec<EntryPoint> = module
                .module()
                .entry_points
                .iter()
                .filter_map(|ep| {
                    let per =
                        ep.workgroup_size_overrides.is_none().then(|| ep.workgroup_size.iter().product());
                    Some((ep.name.clone(), used_bindings(&module, &ep.name)?, per))
                })
                .collect();
            let objects =
                self.objects.as_mut().ok_or_else(|| Error::trap("a batch context without objects"))?;
            let b = backend.create_module(objects, module)?;
            self.table.insert(
                id,
                Entry { kind, backend: b, info: Info::Module(entries.into()), _held: Some(Arc::new(held)) },
            );
            return Ok(());
        }
        if let Desc::PipelineLayout { groups } = &desc {
            guard.check_layout(groups.len()).map_err(Error::from)?;
        }
        let guest = desc.clone();
        self.translate(desc.ids_mut(), || format!("the {kind} {id}"))?;
        let info = self.check_desc(&guest, id)?;
        // Quotas before the backend allocates.
        let bytes = match desc {
            Desc::Buffer { size, .. } => size,
            _ => 0,
        };
        let paid = ledger.take(Account::Bytes, bytes, "a batch buffer")?;
        let held = match kind {
            Kind::ComputePipeline => {
                Some(Arc::new(vec![ledger.take(Account::BatchPipelines, 1, "a batch compute pipeline")?]))
            }
            _ => None,
        };
        let objects = self.objects.as_mut().ok_or_else(|| Error::trap("a batch context without objects"))?;
        match backend.create(objects, &desc) {
            Ok(b) => {
                let info = match (info, &desc) {
                    (Info::Buffer(_), Desc::Buffer { size, usage }) => {
                        let key = self.next_key;
                        self.next_key += 1;
                        self.buffers.insert(
                            key,
                            BufferState {
                                size: *size,
                                usage: *usage,
                                backend: b,
                                destroyed: false,
                                bound: 0,
                                _paid: paid,
                            },
                        );
                        Info::Buffer(key)
                    }
                    (Info::Group(g), _) => {
                        for e in &g.bound {
                            if let Some(s) = self.buffers.get_mut(&e.key) {
                                s.bound += 1;
                            }
                        }
                        Info::Group(g)
                    }
                    (info, _) => info,
                };
                self.table.insert(id, Entry { kind, backend: b, info, _held: held });
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// WebGPU's validity rules for a descriptor (its ids are the guest's, all live and of their
    /// kinds), checked here for every executor; what the context keeps of the object.
    fn check_desc(&self, desc: &Desc, id: u32) -> Result<Info> {
        match desc {
            Desc::Buffer { usage, .. } => {
                // WebGPU createBuffer: "If usage contains MAP_READ: usage contains no other
                // flags except COPY_DST."
                if usage & usage::MAP_READ != 0 && usage & !(usage::MAP_READ | usage::COPY_DST) != 0 {
                    return Err(Error::invalid(format!(
                        "buffer usage {usage:#x}: MAP_READ combines only with COPY_DST"
                    )));
                }
                Ok(Info::Buffer(0))
            }
            Desc::ShaderModule { .. } => Err(Error::trap("a shader module reached check_desc")),
            Desc::BindGroupLayout { entries } => {
                // WebGPU createBindGroupLayout: "entry.binding < maxBindingsPerBindGroup" and
                // "each entry.binding is unique".
                let mut sorted = entries.clone();
                sorted.sort_unstable_by_key(|e| e.binding);
                if let Some(e) = sorted.iter().find(|e| e.binding >= MAX_BINDINGS_PER_GROUP) {
                    return Err(Error::invalid(format!(
                        "a bind group layout entry of binding {}: bindings are below {MAX_BINDINGS_PER_GROUP} \
                         (WebGPU's maxBindingsPerBindGroup)",
                        e.binding
                    )));
                }
                if let Some(w) = sorted.windows(2).find(|w| w[0].binding == w[1].binding) {
                    return Err(Error::invalid(format!("a bind group layout binds {} twice", w[0].binding)));
                }
                Ok(Info::Layout(sorted.into()))
            }
            Desc::PipelineLayout { groups } => Ok(Info::PipelineLayout(
                groups
                    .iter()
                    .enumerate()
                    .map(|(i, &g)| self.layout(g, || format!("pipeline layout group {i}")))
                    .collect::<Result<Vec<_>>>()?
                    .into(),
            )),
            Desc::ComputePipeline { layout, module, entry, .. } => {
                let Info::PipelineLayout(groups) =
                    &self.object(*layout, Kind::PipelineLayout, String::new)?.info
                else {
                    return Err(Error::trap("a pipeline layout without its groups"));
                };
                let Info::Module(entries) = &self.object(*module, Kind::ShaderModule, String::new)?.info
                else {
                    return Err(Error::trap("a module without its entry points"));
                };
                let (_, used, per) = entries.iter().find(|(name, _, _)| name == entry).ok_or_else(|| {
                    Error::invalid(format!("the module has no compute entry point `{entry}`"))
                })?;
                // WebGPU "validating shader binding": every binding the entry point uses has
                // a layout entry, whose buffer type matches the variable (uniform for
                // var<uniform>, storage for var<storage, read_write>, read-only-storage for
                // var<storage, read>).
                for u in used {
                    let (g, b) = (u.group, u.binding);
                    let Some(ty) = u.ty else {
                        return Err(Error::invalid(format!(
                            "the entry point uses @group({g}) @binding({b}), which is not a buffer; \
                             batch bindings are buffers only"
                        )));
                    };
                    let le = groups
                        .get(g as usize)
                        .and_then(|l| l.iter().find(|e| e.binding == b))
                        .ok_or_else(|| {
                            Error::invalid(format!(
                                "the module binds @group({g}) @binding({b}), which the pipeline layout lacks"
                            ))
                        })?;
                    if le.ty != ty {
                        return Err(Error::invalid(format!(
                            "@group({g}) @binding({b}) is {} in the module but {} in the pipeline layout; \
                             they must match",
                            binding_name(ty),
                            binding_name(le.ty)
                        )));
                    }
                }
                Ok(Info::Pipeline(groups.clone(), *per))
            }
            Desc::BindGroup { layout, entries } => {
                let layout = self.layout(*layout, String::new)?;
                if entries.len() != layout.len() {
                    return Err(Error::invalid(format!(
                        "a bind group of {} entries for a layout of {}",
                        entries.len(),
                        layout.len()
                    )));
                }
                let mut bound = Vec::with_capacity(entries.len());
                for le in layout.iter() {
                    let b = le.binding;
                    let e = entries.iter().find(|e| e.binding == b).ok_or_else(|| {
                        Error::invalid(format!("the bind group has no entry for binding {b}"))
                    })?;
                    let s = self.buffer(e.buffer, || format!("binding {b}"))?;
                    let Some(Info::Buffer(key)) = self.table.get(&e.buffer).map(|e| &e.info) else {
                        return Err(Error::trap("a buffer without its key"));
                    };
                    let (need, name) = match le.ty {
                        BufferBinding::Uniform => (usage::UNIFORM, "UNIFORM"),
                        _ => (usage::STORAGE, "STORAGE"),
                    };
                    if s.usage & need == 0 {
                        return Err(Error::invalid(format!(
                            "binding {b}: a {} binding of buffer {}, which lacks the {name} usage",
                            binding_name(le.ty),
                            e.buffer
                        )));
                    }
                    // WebGPU createBindGroup: the offset is a multiple of
                    // min{Uniform,Storage}BufferOffsetAlignment; the size, where given, is not
                    // 0 (undefined, all ones here, binds the rest of the buffer), and the
                    // effective size is positive and within the buffer; a storage binding's
                    // effective size is a multiple of 4; a uniform one is at most
                    // maxUniformBufferBindingSize.
                    if !e.offset.is_multiple_of(OFFSET_ALIGNMENT) {
                        return Err(Error::invalid(format!(
                            "binding {b}: offset {} is not a multiple of {OFFSET_ALIGNMENT} (WebGPU's \
                             min{}BufferOffsetAlignment)",
                            e.offset,
                            if le.ty == BufferBinding::Uniform { "Uniform" } else { "Storage" }
                        )));
                    }
                    if e.size == Some(0) {
                        return Err(Error::invalid(format!(
                            "binding {b}: a size of 0 bytes; a binding's size is positive (all ones: the rest \
                             of the buffer)"
                        )));
                    }
                    let size = e.size.unwrap_or(s.size.saturating_sub(e.offset));
                    if size == 0 || e.offset.checked_add(size).is_none_or(|end| end > s.size) {
                        return Err(Error::invalid(format!(
                            "binding {b}: bytes {}..{} of buffer {} ({} bytes)",
                            e.offset,
                            e.offset.saturating_add(size),
                            e.buffer,
                            s.size
                        )));
                    }
                    if le.ty != BufferBinding::Uniform && !size.is_multiple_of(4) {
                        return Err(Error::invalid(format!(
                            "binding {b}: a storage binding of {size} bytes, not a multiple of 4"
                        )));
                    }
                    if le.ty == BufferBinding::Uniform && size > MAX_UNIFORM_BINDING {
                        return Err(Error::invalid(format!(
                            "binding {b}: a uniform binding of {size} bytes; at most {MAX_UNIFORM_BINDING} \
                             (WebGPU's maxUniformBufferBindingSize)"
                        )));
                    }
                    bound.push(Bound { entry: *le, key: *key, buffer: e.buffer, offset: e.offset, size });
                }
                Ok(Info::Group(Arc::new(GroupInfo { id, layout, bound })))
            }
        }
    }

    /// Destroys guest objects; each must be live. A buffer that bind groups still bind keeps
    /// its memory (and its bytes in the quota) until the last of them is destroyed.
    pub fn destroy(&mut self, backend: &dyn BatchExecutor, ids: &[u32]) -> Result<()> {
        self.check_live()?;
        if let Some(&id) = ids.iter().find(|id| !self.table.contains_key(id)) {
            return self.fail(Error::refused(format!("destroy: object {id} is not live")));
        }
        for id in ids {
            let Some(e) = self.table.remove(id) else { continue };
            match e.info {
                Info::Buffer(key) => {
                    if let Some(s) = self.buffers.get_mut(&key) {
                        s.destroyed = true;
                        if s.bound == 0 {
                            self.release_buffer(backend, key);
                        }
                    }
                }
                Info::Group(g) => {
                    if let Some(objects) = self.objects.as_mut() {
                        backend.destroy(objects, e.backend);
                    }
                    for b in &g.bound {
                        if let Some(s) = self.buffers.get_mut(&b.key) {
                            s.bound -= 1;
                            if s.bound == 0 && s.destroyed {
                                self.release_buffer(backend, b.key);
                            }
                        }
                    }
                }
                _ => {
                    if let Some(objects) = self.objects.as_mut() {
                        backend.destroy(objects, e.backend);
                    }
                }
            }
        }
        Ok(())
    }

    /// Releases buffer `key` (destroyed, bound by no group): its memory, then its bytes.
    fn release_buffer(&mut self, backend: &dyn BatchExecutor, key: u64) {
        if let Some(s) = self.buffers.remove(&key)
            && let Some(objects) = self.objects.as_mut()
        {
            backend.destroy(objects, s.backend);
        }
    }

    /// Runs a stream and returns its read window (`window` bytes; reads land where the stream
    /// says). Checked whole before anything runs.
    pub async fn run_stream(
        &mut self,
        backend: &dyn BatchExecutor,
        words: &[u32],
        data: &[u8],
        window: u32,
    ) -> Result<Vec<u8>> {
        self.check_live()?;
        let (commands, indirect) = match self.check_stream(words, data, window) {
            Ok(c) => c,
            Err(e) => return self.fail(e),
        };
        let objects = match self.objects.as_mut() {
            Some(o) => o,
            None => return Err(Error::trap("a batch context without objects")),
        };
        match backend.replay(objects, &commands, data, window, indirect).await {
            Ok(w) => {
                self.peaks.streams += 1;
                Ok(w)
            }
            Err(e) => self.fail(e),
        }
    }

    /// What a dispatch at command `i` needs (WebGPU's dispatch validation, checked here for
    /// every executor): a bind group set at every group of the pipeline's layout, made for an
    /// equal layout (WebGPU compares layouts by their entries; wgpu shares equal ones), and
    /// WebGPU's usage rule over those groups and the indirect counts' buffer: a buffer bound as
    /// writable storage is bound no other way (read-only, uniform, indirect) in the dispatch.
    fn check_dispatch(
        &self,
        i: usize,
        pipeline: &[Arc<[LayoutEntry]>],
        bound: &[Option<Arc<GroupInfo>>],
        indirect: Option<u64>,
    ) -> Result<()> {
        /// A use of a buffer: its key, whether writable, and its (group, binding), or none for
        /// the indirect counts.
        type Use = (u64, bool, Option<(usize, u32)>);
        let mut uses: Vec<Use> = indirect.map(|k| (k, false, None)).into_iter().collect();
        for (g, want) in pipeline.iter().enumerate() {
            let have = bound.get(g).and_then(Option::as_ref).ok_or_else(|| {
                Error::invalid(format!(
                    "command {i}: dispatch: the pipeline's layout has bind group {g}, which is not set"
                ))
            })?;
            if have.layout[..] != want[..] {
                return Err(Error::invalid(format!(
                    "command {i}: dispatch: bind group {} at index {g} was made for a layout other than the \
                     pipeline layout's group {g}",
                    have.id
                )));
            }
            uses.extend(
                have.bound
                    .iter()
                    .map(|b| (b.key, b.entry.ty == BufferBinding::Storage, Some((g, b.entry.binding)))),
            );
        }
        uses.sort_unstable();
        for same in uses.chunk_by(|a, b| a.0 == b.0) {
            let writable = same.iter().find_map(|u| if u.1 { u.2 } else { None });
            if let (Some((g, b)), Some(other)) = (writable, same.iter().find(|u| !u.1)) {
                let other = match other.2 {
                    Some((g, b)) => format!("read-only at group {g} binding {b}"),
                    None => "as the indirect counts".to_string(),
                };
                return Err(Error::invalid(format!(
                    "command {i}: dispatch: conflicting usages of one buffer: writable storage at group {g} \
                     binding {b} and {other}"
                )));
            }
        }
        Ok(())
    }

    /// Decodes, checks and translates a stream; the bounds of its indirect dispatches.
    fn check_stream(
        &mut self,
        words: &[u32],
        data: &[u8],
        window: u32,
    ) -> Result<(Vec<Command>, IndirectBounds)> {
        if words.len() > MAX_STREAM_WORDS || data.len() > MAX_STREAM_DATA {
            return Err(Error::quota(format!(
                "a stream of {} words and {} data bytes; at most {MAX_STREAM_WORDS} words and {MAX_STREAM_DATA} bytes",
                words.len(),
                data.len()
            )));
        }
        if window > self.limits.max_read {
            return Err(Error::read(format!(
                "a read window of {window} bytes is over this context's {} bytes",
                self.limits.max_read
            )));
        }
        let mut commands = wire::decode_stream(words, data.len())?;
        let mut in_pass = false;
        let mut pipeline: Option<(Groups, Option<u32>)> = None;
        let mut bound: Vec<Option<Arc<GroupInfo>>> = Vec::new();
        let (mut total, mut read_total, mut moved) = (0u64, 0u64, 0u64);
        let (mut passes, mut dispatches) = (0usize, 0usize);
        // (start, end, command) of each read in the window; checked for overlap once, sorted.
        let mut windows: Vec<(u32, u32, usize)> = Vec::new();
        let max = self.limits.max_workgroups;
        for (i, c) in commands.iter().enumerate() {
            let at = |m: String| Error::invalid(format!("command {i}: {m}"));
            let encoder_only = matches!(
                c,
                Command::WriteBuffer { .. }
                    | Command::CopyBuffer { .. }
                    | Command::ClearBuffer { .. }
                    | Command::ReadBuffer { .. }
            );
            if encoder_only && in_pass {
                return Err(at("buffer commands are not allowed inside a compute pass".into()));
            }
            let pass_only = matches!(
                c,
                Command::SetPipeline(_)
                    | Command::SetBindGroup { .. }
                    | Command::Dispatch(_)
                    | Command::DispatchIndirect { .. }
                    | Command::EndComputePass
            );
            if pass_only && !in_pass {
                return Err(at("outside a compute pass".into()));
            }
            let range = |id: u32, offset: u64, size: u64, need: u32, what: &str| -> Result<()> {
                let s = self.buffer(id, || format!("command {i}"))?;
                if s.usage & need != need {
                    return Err(at(format!("{what}: buffer {id} lacks usage {need:#x}")));
                }
                if !offset.is_multiple_of(4)
                    || !size.is_multiple_of(4)
                    || offset.checked_add(size).is_none_or(|end| end > s.size)
                {
                    return Err(at(format!(
                        "{what}: bytes {offset}..{} of buffer {id} ({} bytes; offsets and sizes are multiples of 4)",
                        offset.saturating_add(size),
                        s.size
                    )));
                }
                Ok(())
            };
            let mut move_bytes = |n: u64| -> Result<()> {
                moved = moved.saturating_add(n);
                if moved > MAX_STREAM_BYTES {
                    return Err(Error::quota(format!(
                        "command {i}: the stream's writes, copies and clears move {moved} bytes; at most \
                         {MAX_STREAM_BYTES} per stream"
                    )));
                }
                Ok(())
            };
            match c {
                Command::WriteBuffer { buffer, offset, data } => {
                    if !data.0.is_multiple_of(4) {
                        return Err(at(format!(
                            "write-buffer: data start {} is not a multiple of 4",
                            data.0
                        )));
                    }
                    range(*buffer, *offset, u64::from(data.1), usage::COPY_DST, "write-buffer")?;
                    move_bytes(u64::from(data.1))?;
                }
                Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => {
                    range(*src, *src_offset, *size, usage::COPY_SRC, "copy-buffer source")?;
                    range(*dst, *dst_offset, *size, usage::COPY_DST, "copy-buffer destination")?;
                    if src == dst {
                        return Err(at("copy-buffer within one buffer".into()));
                    }
                    move_bytes(*size)?;
                }
                Command::ClearBuffer { buffer, offset, size } => {
                    let bsize = self.buffer(*buffer, || format!("command {i}"))?.size;
                    let size = size.unwrap_or(bsize.saturating_sub(*offset));
                    range(*buffer, *offset, size, usage::COPY_DST, "clear-buffer")?;
                    move_bytes(size)?;
                }
                Command::BeginComputePass => {
                    if in_pass {
                        return Err(at("a compute pass inside a compute pass".into()));
                    }
                    passes += 1;
                    if passes > MAX_STREAM_PASSES {
                        return Err(Error::quota(format!(
                            "command {i}: compute pass {passes} of the stream; at most {MAX_STREAM_PASSES} \
                             passes per stream"
                        )));
                    }
                    // A pass starts with no pipeline and no groups (WebGPU).
                    in_pass = true;
                    pipeline = None;
                    bound.clear();
                }
                Command::EndComputePass => in_pass = false,
                Command::SetPipeline(p) => {
                    let Info::Pipeline(groups, per) =
                        &self.object(*p, Kind::ComputePipeline, || format!("command {i}"))?.info
                    else {
                        return Err(Error::trap("a pipeline without its layout"));
                    };
                    pipeline = Some((groups.clone(), *per));
                }
                Command::SetBindGroup { index, group, offsets } => {
                    if *index >= self.reserved_group {
                        return Err(Error::new(
                            ErrorKind::Reserved,
                            format!(
                                "command {i}: set-bind-group {index}: groups {} and above are reserved by the host",
                                self.reserved_group
                            ),
                        ));
                    }
                    let Info::Group(g) =
                        &self.object(*group, Kind::BindGroup, || format!("command {i}"))?.info
                    else {
                        return Err(Error::trap("a bind group without its entries"));
                    };
                    // WebGPU: a destroyed buffer cannot be used; a group that binds one is
                    // refused here, before anything of the stream runs.
                    for b in &g.bound {
                        if self.buffers.get(&b.key).is_none_or(|s| s.destroyed) {
                            return Err(at(format!(
                                "set-bind-group {index}: bind group {group} binds buffer {}, which was destroyed",
                                b.buffer
                            )));
                        }
                    }
                    // WebGPU setBindGroup: one dynamic offset per dynamic entry, in binding
                    // order; each a multiple of the offset alignment, and the binding with it
                    // inside its buffer.
                    let dynamic: Vec<&Bound> = g.bound.iter().filter(|b| b.entry.dynamic).collect();
                    if offsets.len() != dynamic.len() {
                        return Err(at(format!(
                            "set-bind-group {index}: {} dynamic offsets for a layout with {}",
                            offsets.len(),
                            dynamic.len()
                        )));
                    }
                    for (b, &off) in dynamic.iter().zip(offsets) {
                        let bsize = self.buffers.get(&b.key).map_or(0, |s| s.size);
                        let off = u64::from(off);
                        if !off.is_multiple_of(OFFSET_ALIGNMENT) || b.offset + off + b.size > bsize {
                            return Err(at(format!(
                                "set-bind-group {index}: dynamic offset {off} of binding {}: offsets are multiples \
                                 of {OFFSET_ALIGNMENT}, and bytes {}..{} must lie inside buffer {} ({bsize} bytes)",
                                b.entry.binding,
                                b.offset + off,
                                b.offset + off + b.size,
                                b.buffer
                            )));
                        }
                    }
                    let i = *index as usize;
                    if bound.len() <= i {
                        bound.resize(i + 1, None);
                    }
                    bound[i] = Some(g.clone());
                }
                Command::Dispatch(_) | Command::DispatchIndirect { .. } => {
                    let Some((groups, per)) = &pipeline else {
                        return Err(at("dispatch before set-pipeline".into()));
                    };
                    dispatches += 1;
                    if dispatches > MAX_STREAM_DISPATCHES {
                        return Err(Error::quota(format!(
                            "command {i}: dispatch {dispatches} of the stream; at most {MAX_STREAM_DISPATCHES} \
                             dispatches (direct and indirect) per stream"
                        )));
                    }
                    if let Command::DispatchIndirect { buffer, offset } = c {
                        range(*buffer, *offset, 12, usage::INDIRECT, "dispatch-indirect")?;
                        let Some(Info::Buffer(key)) = self.table.get(buffer).map(|e| &e.info) else {
                            return Err(Error::trap("a buffer without its key"));
                        };
                        self.check_dispatch(i, groups, &bound, Some(*key))?;
                        // Its counts are checked when it runs (`IndirectBounds`).
                        continue;
                    }
                    let Command::Dispatch(counts) = c else { continue };
                    self.check_dispatch(i, groups, &bound, None)?;
                    if let Some(axis) = counts.iter().position(|&n| n > max) {
                        return Err(Error::quota(format!(
                            "command {i}: dispatch {counts:?}: {} workgroups on axis {axis}; the limit is {max}",
                            counts[axis]
                        )));
                    }
                    let groups_n = counts.iter().map(|&c| u64::from(c)).product::<u64>();
                    // The pipeline's own workgroup size where the module fixes it; the device's
                    // most invocations per workgroup where an override sets it.
                    let per = per.unwrap_or(self.limits.workgroup_invocations);
                    let n = groups_n.saturating_mul(u64::from(per));
                    if let Some(m) = self.limits.max_dispatch_invocations
                        && n > m
                    {
                        return Err(Error::quota(format!(
                            "command {i}: a dispatch of {n} invocations is over this context's limit of {m}"
                        )));
                    }
                    if groups_n > u64::from(u32::MAX) {
                        return Err(Error::quota(format!(
                            "command {i}: dispatch {counts:?}: {groups_n} workgroups; at most {} per dispatch",
                            u32::MAX
                        )));
                    }
                    self.peaks.dispatch_invocations = self.peaks.dispatch_invocations.max(n);
                    total = total.saturating_add(n);
                }
                Command::ReadBuffer { buffer, offset, size, window_offset } => {
                    let s = self
                        .buffer(*buffer, || format!("command {i}"))
                        .map_err(|e| Error::read(e.message().to_string()))?;
                    let (bsize, busage) = (s.size, s.usage);
                    if busage & usage::MAP_READ == 0 {
                        return Err(Error::read(format!("command {i}: buffer {buffer} lacks MAP_READ")));
                    }
                    let end = offset.checked_add(u64::from(*size));
                    if !offset.is_multiple_of(4) || !size.is_multiple_of(4) || end.is_none_or(|e| e > bsize) {
                        return Err(Error::read(format!(
                            "command {i}: bytes {offset}..{} are outside buffer {buffer} ({bsize} bytes; \
                             offsets and sizes are multiples of 4)",
                            offset.saturating_add(u64::from(*size))
                        )));
                    }
                    let wend = u64::from(*window_offset) + u64::from(*size);
                    if wend > u64::from(window) {
                        return Err(Error::read(format!(
                            "command {i}: window bytes {window_offset}..{wend} are outside the {window}-byte window"
                        )));
                    }
                    windows.push((*window_offset, wend as u32, i));
                    read_total += u64::from(*size);
                    if read_total > u64::from(self.limits.max_read) {
                        return Err(Error::read(format!(
                            "the stream reads {read_total} bytes; this context's limit is {}",
                            self.limits.max_read
                        )));
                    }
                }
            }
        }
        if in_pass {
            return Err(Error::invalid("the stream ends inside a compute pass"));
        }
        windows.sort_unstable();
        if let Some(w) = windows.windows(2).find(|w| w[1].0 < w[0].1) {
            return Err(Error::read(format!(
                "commands {} and {}: reads overlap in the window",
                w[0].2.min(w[1].2),
                w[0].2.max(w[1].2)
            )));
        }
        if let Some(m) = self.limits.max_stream_invocations
            && total > m
        {
            return Err(Error::quota(format!(
                "the stream dispatches {total} invocations; this context's limit is {m} per stream"
            )));
        }
        self.peaks.stream_invocations = self.peaks.stream_invocations.max(total);
        for (i, c) in commands.iter_mut().enumerate() {
            self.translate(c.ids_mut(), || format!("command {i}"))?;
        }
        Ok((commands, self.limits.indirect_bounds(total)))
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};

    use super::wire::{Desc, MAX_STREAM_COMMANDS, STREAM_MAGIC, encode_desc};
    use super::*;
    use crate::exec::BoxFuture;
    use crate::exec::batch::IndirectFault;
    use crate::guard::{GuardPolicy, GuardedModule};

    /// A backend that makes nothing: it counts live objects and records what it replays.
    #[derive(Default)]
    struct Fake {
        live: Arc<AtomicI64>,
    }

    struct FakeObjects {
        next: u32,
        live: Arc<AtomicI64>,
        held: i64,
    }

    impl Drop for FakeObjects {
        fn drop(&mut self) {
            self.live.fetch_sub(self.held, Ordering::SeqCst);
        }
    }

    impl BatchExecutor for Fake {
        fn open(&self, _: &crate::exec::Tenant) -> Result<Objects> {
            Ok(Box::new(FakeObjects { next: 100, live: self.live.clone(), held: 0 }))
        }
        fn create_module(&self, objects: &mut Objects, _module: GuardedModule) -> Result<u32> {
            let o = objects.downcast_mut::<FakeObjects>().expect("fake objects");
            o.next += 1;
            o.held += 1;
            self.live.fetch_add(1, Ordering::SeqCst);
            Ok(o.next)
        }
        fn create(&self, objects: &mut Objects, desc: &Desc) -> Result<u32> {
            // Every id a descriptor names was translated to one of ours (>= 100).
            let mut d = desc.clone();
            assert!(d.ids_mut().iter().all(|(id, _)| **id >= 100), "{desc:?}");
            let o = objects.downcast_mut::<FakeObjects>().expect("fake objects");
            o.next += 1;
            o.held += 1;
            self.live.fetch_add(1, Ordering::SeqCst);
            Ok(o.next)
        }
        fn destroy(&self, objects: &mut Objects, _id: u32) {
            let o = objects.downcast_mut::<FakeObjects>().expect("fake objects");
            o.held -= 1;
            self.live.fetch_sub(1, Ordering::SeqCst);
        }
        fn replay<'a>(
            &'a self,
            _objects: &'a mut Objects,
            commands: &'a [Command],
            _data: &'a [u8],
            window: u32,
            _indirect: IndirectBounds,
        ) -> BoxFuture<'a, Result<Vec<u8>>> {
            for c in commands {
                let mut c = c.clone();
                assert!(c.ids_mut().iter().all(|(id, _)| **id >= 100), "{c:?}");
            }
            Box::pin(async move { Ok(vec![0; window as usize]) })
        }
    }

    /// A guest's ledger with 1 MiB of buffer bytes (a `crate::ledger::Ledger` by `Deref`).
    struct Ledger(crate::ledger::Ledger);

    impl Default for Ledger {
        fn default() -> Self {
            Ledger(crate::ledger::Ledger::new(&crate::config::Quotas {
                max_array_bytes: 1 << 20,
                ..crate::config::Quotas::default()
            }))
        }
    }

    impl Ledger {
        fn bytes(&self) -> u64 {
            self.0.used(Account::Bytes)
        }

        fn pipelines(&self) -> u64 {
            self.0.used(Account::BatchPipelines)
        }
    }

    impl std::ops::Deref for Ledger {
        type Target = crate::ledger::Ledger;

        fn deref(&self) -> &crate::ledger::Ledger {
            &self.0
        }
    }

    fn limits() -> Limits {
        Limits {
            max_objects: 16,
            max_read: 64,
            max_workgroups: 100,
            workgroup_invocations: 256,
            max_dispatch_invocations: None,
            max_stream_invocations: Some(1 << 20),
            indirect_invocations: 1 << 26,
        }
    }

    fn buffer(size: u64, usage: u32) -> Vec<u8> {
        encode_desc(&Desc::Buffer { size, usage })
    }

    #[test]
    fn a_lost_context_releases_everything() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &ledger, 1, 1, &buffer(1024, usage::STORAGE)).unwrap();
        c.create(&fake, &guard, &ledger, 2, 1, &buffer(64, usage::MAP_READ | usage::COPY_DST)).unwrap();
        assert_eq!((c.live(), fake.live.load(Ordering::SeqCst), ledger.bytes()), (2, 2, 1088));
        // Reading 68 bytes into a 64-byte window: `read`, and the context is lost.
        let words = [STREAM_MAGIC, 10, 2, 0, 0, 68, 0];
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 64)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Read));
        assert_eq!((c.live(), fake.live.load(Ordering::SeqCst), ledger.bytes()), (0, 0, 0));
        let e = c.create(&fake, &guard, &ledger, 3, 1, &buffer(4, usage::STORAGE)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Lost));
        assert!(e.message().contains("read: command 0"), "{e}");
    }

    #[test]
    fn many_reads_are_checked_against_each_other() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let limits = Limits { max_read: 1 << 20, ..limits() };
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits, 7).unwrap();
        c.create(&fake, &guard, &ledger, 1, 1, &buffer(64, usage::MAP_READ | usage::COPY_DST)).unwrap();
        // 65,535 reads of 4 bytes side by side in the window: fine (and checked in n log n).
        let n = MAX_STREAM_COMMANDS as u32 - 1;
        let mut words = vec![STREAM_MAGIC];
        for k in 0..n {
            words.extend([10, 1, 0, 0, 4, 4 * (n - 1 - k)]);
        }
        crate::exec::block_on(c.run_stream(&fake, &words, &[], 4 * n)).unwrap();
        // One more read on top of the first: overlap, naming both commands.
        words.extend([10, 1, 0, 0, 4, 8]);
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 4 * n)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Read));
        assert!(e.message().contains("reads overlap"), "{e}");
    }

    #[test]
    fn write_data_starts_on_a_word() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &ledger, 1, 1, &buffer(64, usage::COPY_DST)).unwrap();
        let words = [STREAM_MAGIC, 1, 1, 0, 0, 2, 4];
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[0; 8], 0)).unwrap_err();
        assert!(e.message().contains("data start 2 is not a multiple of 4"), "{e}");
    }

    #[test]
    fn quotas_are_taken_and_given_back() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &ledger, 1, 1, &buffer(1 << 19, usage::STORAGE)).unwrap();
        c.destroy(&fake, &[1]).unwrap();
        assert_eq!(ledger.bytes(), 0);
        c.create(&fake, &guard, &ledger, 1, 1, &buffer(1 << 20, usage::STORAGE)).unwrap();
        let e = c.create(&fake, &guard, &ledger, 2, 1, &buffer(4, usage::STORAGE)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert_eq!(ledger.bytes(), 0, "lost: everything given back");
    }

    #[test]
    fn invocations_are_counted_and_bounded() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        let layout = encode_desc(&Desc::PipelineLayout { groups: vec![] });
        c.create(&fake, &guard, &ledger, 1, 4, &layout).unwrap();
        let wgsl = "@compute @workgroup_size(256) fn main() {}".to_string();
        c.create(&fake, &guard, &ledger, 2, 2, &encode_desc(&Desc::ShaderModule { wgsl })).unwrap();
        let pipeline =
            Desc::ComputePipeline { layout: 1, module: 2, entry: "main".into(), constants: vec![] };
        c.create(&fake, &guard, &ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
        let stream = |counts: [u32; 3]| vec![STREAM_MAGIC, 4, 6, 3, 8, counts[0], counts[1], counts[2], 5];
        crate::exec::block_on(c.run_stream(&fake, &stream([8, 8, 1]), &[], 0)).unwrap();
        assert_eq!(c.peaks().dispatch_invocations, 64 * 256);
        // The pipeline's own workgroup size counts (2×2 here); an override-sized one counts as
        // the device's most invocations per workgroup (256 in these limits).
        for (wgsl, per) in [
            ("@compute @workgroup_size(2, 2) fn main() {}", 4),
            ("override n: u32 = 4; @compute @workgroup_size(n) fn main() {}", 256),
        ] {
            let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
            c.create(&fake, &guard, &ledger, 1, 4, &layout).unwrap();
            let desc = encode_desc(&Desc::ShaderModule { wgsl: wgsl.to_string() });
            c.create(&fake, &guard, &ledger, 2, 2, &desc).unwrap();
            c.create(&fake, &guard, &ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
            crate::exec::block_on(c.run_stream(&fake, &stream([8, 8, 1]), &[], 0)).unwrap();
            assert_eq!(c.peaks().dispatch_invocations, 64 * per, "{wgsl}");
        }
        // 64 × 64 workgroups of 256 = 2^20 invocations: at the stream limit; 65 × 64 is over.
        crate::exec::block_on(c.run_stream(&fake, &stream([64, 64, 1]), &[], 0)).unwrap();
        let e = crate::exec::block_on(c.run_stream(&fake, &stream([65, 64, 1]), &[], 0)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert!(e.message().contains("1064960 invocations"), "{e}");
        // An indirect dispatch is checked when it runs, against what the direct ones left.
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &ledger, 1, 4, &layout).unwrap();
        let wgsl = "@compute @workgroup_size(1) fn main() {}".to_string();
        c.create(&fake, &guard, &ledger, 2, 2, &encode_desc(&Desc::ShaderModule { wgsl })).unwrap();
        c.create(&fake, &guard, &ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
        c.create(&fake, &guard, &ledger, 4, 1, &buffer(16, usage::INDIRECT)).unwrap();
        let indirect = [STREAM_MAGIC, 4, 6, 3, 8, 32, 64, 1, 9, 4, 0, 0, 5];
        crate::exec::block_on(c.run_stream(&fake, &indirect, &[], 0)).unwrap();
        let bounds = c.limits().indirect_bounds(32 * 64 * 256);
        assert_eq!(
            (bounds.max_axis, bounds.dispatch_workgroups, bounds.stream_workgroups),
            (100, u32::MAX, 2048)
        );
        let mut left = bounds.stream_workgroups;
        assert_eq!(bounds.check([32, 64, 1], &mut left), Ok(()));
        assert_eq!(left, 0);
        assert_eq!(bounds.check([0, 64, 1], &mut left), Ok(()), "no workgroups: nothing to count");
        assert_eq!(bounds.check([1, 1, 1], &mut left), Err(IndirectFault::Stream));
        assert_eq!(bounds.check([101, 1, 0], &mut left), Err(IndirectFault::Axis));
        let e = bounds.refusal(7, [1, 1, 1], IndirectFault::Stream);
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert!(
            e.message().starts_with("command 7: an indirect dispatch of 1×1×1 workgroups (256 invocations)"),
            "{e}"
        );
        let per = Limits { max_dispatch_invocations: Some(1 << 16), ..limits() }.indirect_bounds(0);
        let mut left = per.stream_workgroups;
        assert_eq!(per.check([16, 16, 1], &mut left), Ok(()));
        assert_eq!(per.check([16, 17, 1], &mut left), Err(IndirectFault::Dispatch));
        assert!(per.refusal(3, [16, 17, 1], IndirectFault::Dispatch).message().contains("limit of 65536"));
    }

    /// A context with a layout (1: storage at binding 0), a module, a pipeline layout (2), a
    /// pipeline (3), a storage buffer (4) and a bind group of it (5).
    fn bound_context(fake: &Fake, guard: &Guard, ledger: &Ledger) -> Context {
        let mut c = Context::new(fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        let entry = LayoutEntry { binding: 0, ty: BufferBinding::Storage, dynamic: false };
        c.create(fake, guard, ledger, 1, 3, &encode_desc(&Desc::BindGroupLayout { entries: vec![entry] }))
            .unwrap();
        c.create(fake, guard, ledger, 2, 4, &encode_desc(&Desc::PipelineLayout { groups: vec![1] })).unwrap();
        let wgsl = "@group(0) @binding(0) var<storage, read_write> x: array<u32>;
                    @compute @workgroup_size(1) fn main() { x[0] = 1u; }";
        c.create(fake, guard, ledger, 6, 2, &encode_desc(&Desc::ShaderModule { wgsl: wgsl.into() })).unwrap();
        let pipeline =
            Desc::ComputePipeline { layout: 2, module: 6, entry: "main".into(), constants: vec![] };
        c.create(fake, guard, ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
        c.create(fake, guard, ledger, 4, 1, &buffer(1 << 19, usage::STORAGE)).unwrap();
        let group = Desc::BindGroup {
            layout: 1,
            entries: vec![wire::GroupEntry { binding: 0, buffer: 4, offset: 0, size: None }],
        };
        c.create(fake, guard, ledger, 5, 6, &encode_desc(&group)).unwrap();
        c
    }

    #[test]
    fn a_destroyed_buffer_holds_its_bytes_while_bound_and_cannot_be_used() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = bound_context(&fake, &guard, &ledger);
        let live = fake.live.load(Ordering::SeqCst);
        c.destroy(&fake, &[4]).unwrap();
        // The group still binds it: its memory and bytes stay held.
        assert_eq!(
            (ledger.bytes(), c.held_bytes(), fake.live.load(Ordering::SeqCst)),
            (1 << 19, 1 << 19, live)
        );
        // The id is free again; the quota (1 MiB) holds both.
        c.create(&fake, &guard, &ledger, 4, 1, &buffer(1 << 19, usage::STORAGE)).unwrap();
        let e = c.create(&fake, &guard, &ledger, 7, 1, &buffer(4, usage::STORAGE)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota), "the destroyed buffer's bytes are still held");
        let mut c = bound_context(&fake, &guard, &ledger);
        c.destroy(&fake, &[4]).unwrap();
        c.destroy(&fake, &[5]).unwrap();
        assert_eq!((ledger.bytes(), c.held_bytes(), fake.live.load(Ordering::SeqCst)), (0, 0, live - 2));
        // Using a group whose buffer was destroyed: `invalid`, before anything runs.
        let mut c = bound_context(&fake, &guard, &ledger);
        c.destroy(&fake, &[4]).unwrap();
        let words = [STREAM_MAGIC, 4, 6, 3, 7, 0, 5, 0, 8, 1, 1, 1, 5];
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Invalid));
        assert!(
            e.message()
                .contains("command 2: set-bind-group 0: bind group 5 binds buffer 4, which was destroyed"),
            "{e}"
        );
        c.release();
        assert_eq!(ledger.bytes(), 0);
    }

    #[test]
    fn webgpu_validity_is_checked_by_the_context() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let invalid = |f: &dyn Fn(&mut Context, &Ledger) -> Result<()>| {
            let ledger = Ledger::default();
            let mut c = bound_context(&fake, &guard, &ledger);
            let e = f(&mut c, &ledger).unwrap_err();
            assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
            e.message().to_string()
        };
        let group = |offset: u64, size: Option<u64>| {
            encode_desc(&Desc::BindGroup {
                layout: 1,
                entries: vec![wire::GroupEntry { binding: 0, buffer: 4, offset, size }],
            })
        };
        let m = invalid(&|c, l| c.create(&fake, &guard, l, 9, 6, &group(4, None)));
        assert!(m.contains("offset 4 is not a multiple of 256"), "{m}");
        let m = invalid(&|c, l| c.create(&fake, &guard, l, 9, 6, &group(0, Some(0))));
        assert!(m.contains("a size of 0 bytes"), "{m}");
        let m = invalid(&|c, l| c.create(&fake, &guard, l, 9, 6, &group(1 << 19, None)));
        assert!(m.contains("bytes 524288..524288"), "{m}");
        let m = invalid(&|c, l| {
            let e = LayoutEntry { binding: u32::MAX, ty: BufferBinding::Storage, dynamic: false };
            c.create(&fake, &guard, l, 9, 3, &encode_desc(&Desc::BindGroupLayout { entries: vec![e] }))
        });
        assert!(m.contains("bindings are below 1000"), "{m}");
        let m =
            invalid(&|c, l| c.create(&fake, &guard, l, 9, 1, &buffer(64, usage::MAP_READ | usage::STORAGE)));
        assert!(m.contains("MAP_READ combines only with COPY_DST"), "{m}");
        let m = invalid(&|c, l| {
            let e = LayoutEntry { binding: 0, ty: BufferBinding::Uniform, dynamic: false };
            c.create(&fake, &guard, l, 9, 3, &encode_desc(&Desc::BindGroupLayout { entries: vec![e] }))?;
            c.create(&fake, &guard, l, 10, 4, &encode_desc(&Desc::PipelineLayout { groups: vec![9] }))?;
            let p = Desc::ComputePipeline { layout: 10, module: 6, entry: "main".into(), constants: vec![] };
            c.create(&fake, &guard, l, 11, 5, &encode_desc(&p))
        });
        assert!(
            m.contains("is var<storage, read_write> in the module but var<uniform> in the pipeline layout"),
            "{m}"
        );
        // A dispatch with the pipeline's group unset.
        let mut c = bound_context(&fake, &guard, &ledger);
        let words = [STREAM_MAGIC, 4, 6, 3, 8, 1, 1, 1, 5];
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap_err();
        assert!(e.message().contains("bind group 0, which is not set"), "{e}");
    }

    #[test]
    fn passes_and_dispatches_per_stream_are_bounded() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let ledger = Ledger::default();
        let mut c = bound_context(&fake, &guard, &ledger);
        let mut words = vec![STREAM_MAGIC];
        (0..MAX_STREAM_PASSES).for_each(|_| words.extend([4, 5]));
        crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap();
        words.extend([4, 5]);
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert!(
            e.message().contains(&format!("command {}: compute pass 4097", 2 * MAX_STREAM_PASSES)),
            "{e}"
        );
        let mut c = bound_context(&fake, &guard, &ledger);
        let mut words = vec![STREAM_MAGIC, 4, 6, 3, 7, 0, 5, 0];
        (0..=MAX_STREAM_DISPATCHES).for_each(|_| words.extend([8, 0, 1, 1]));
        words.push(5);
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap_err();
        assert!(e.message().contains("dispatch 16385 of the stream"), "{e}");
        let mut c = bound_context(&fake, &guard, &ledger);
        let mut words = vec![STREAM_MAGIC];
        (0..=MAX_STREAM_COMMANDS).for_each(|_| words.extend([4, 5]));
        let e = crate::exec::block_on(c.run_stream(&fake, &words, &[], 0)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert!(e.message().contains("more than 65536 commands"), "{e}");
    }

    /// One call a fuzzed tenant makes.
    #[derive(Clone, Debug)]
    enum Call {
        /// `create(id, kind, words)`: any kind, any words.
        Create(u32, u32, Vec<u32>),
        /// `create(id, buffer)`: a legal buffer descriptor.
        Buffer(u32, u32),
        /// `run-stream(magic ++ words)` with `read` bytes asked back.
        Run(Vec<u32>, u32),
        /// `destroy([id])`.
        Destroy(u32),
    }

    fn call() -> impl proptest::strategy::Strategy<Value = Call> {
        use proptest::prelude::*;
        let words = || proptest::collection::vec(0u32..12, 0..20);
        prop_oneof![
            (0u32..20, 0u32..8, words()).prop_map(|(id, kind, w)| Call::Create(id, kind, w)),
            (0u32..20, 0u32..512).prop_map(|(id, usage)| Call::Buffer(id, usage)),
            (words(), 0u32..80).prop_map(|(w, read)| Call::Run(w, read)),
            (0u32..20).prop_map(Call::Destroy),
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

        /// Random descriptors and streams over a live table never panic, and whatever happens
        /// the backend and the ledger end balanced once the context is released. A failure is
        /// shrunk to its shortest call list and saved under `proptest-regressions/`.
        #[test]
        fn random_messages_never_panic(calls in proptest::collection::vec(call(), 0..40)) {
            let guard = Guard::new(GuardPolicy::default());
            let fake = Fake::default();
            let ledger = Ledger::default();
            let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
            for call in calls {
                match call {
                    Call::Create(id, kind, words) => {
                        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                        let _ = c.create(&fake, &guard, &ledger, id, kind, &bytes);
                    }
                    Call::Buffer(id, usage) => {
                        let _ = c.create(&fake, &guard, &ledger, id, 1, &buffer(64, usage));
                    }
                    Call::Run(words, read) => {
                        let mut stream = vec![STREAM_MAGIC];
                        stream.extend(words);
                        let _ = crate::exec::block_on(c.run_stream(&fake, &stream, &[0; 32], read));
                    }
                    Call::Destroy(id) => {
                        let _ = c.destroy(&fake, &[id]);
                    }
                }
            }
            c.release();
            proptest::prop_assert_eq!(
                (fake.live.load(Ordering::SeqCst), ledger.bytes(), ledger.pipelines()),
                (0, 0, 0)
            );
        }
    }
}
