//! Batch contexts: a guest's WebGPU-style objects and command streams, replayed by the host
//! behind a private id table, quotas and a bounded read window. No WIT types here.
//!
//! A [`Context`] is one guest context. Its guest ids (in `[1, max_objects)`) are its own: every
//! id in a descriptor or a stream is looked up in its table, checked for its kind and replaced
//! by the [`Backend`]'s id before the backend sees anything, so a stream can only name objects
//! its own context made. Descriptors and streams are decoded ([`wire`]) into values the host
//! owns. Everything a stream asks is checked before anything runs: pass structure, ranges and
//! usages, read-backs against the window, dispatch sizes and invocation bounds, the reserved
//! bind group. After any error the context is *lost*: it releases its objects and answers
//! `lost` (naming the first error) from then on. The wire format is
//! `docs/design/batch-wire.md`.

pub mod wire;

use std::any::Any;
use std::collections::HashMap;

use self::wire::{Command, Desc, Kind, usage};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::BoxFuture;
use crate::guard::Guard;

/// The read window a context grants by default, and the most any grants.
pub const DEFAULT_MAX_READ: u32 = 1 << 20;
/// The largest read window (64 MiB).
pub const MAX_READ_WINDOW: u32 = 64 << 20;
/// The most objects a context may have by default (guest ids are below this).
pub const DEFAULT_MAX_OBJECTS: u32 = 4096;
/// The most words one stream may have (16 MiB).
pub const MAX_STREAM_WORDS: usize = 4 << 20;
/// The most data bytes one stream may carry (256 MiB).
pub const MAX_STREAM_DATA: usize = 256 << 20;

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
    /// The most invocations one dispatch may have (`None`: no bound).
    pub max_dispatch_invocations: Option<u64>,
    /// The most invocations the dispatches of one stream may have together.
    pub max_stream_invocations: Option<u64>,
    /// What an indirect dispatch (whose counts are on the device) counts as, in invocations
    /// (the Guard's rule for its loop budget).
    pub indirect_invocations: u64,
}

/// What a guest's contexts hold against its quotas: bytes of buffers and live pipelines.
pub trait Tenancy {
    /// Takes `bytes` of buffer memory, or answers `quota`.
    fn take_bytes(&mut self, bytes: u64) -> Result<()>;
    /// Gives bytes back.
    fn give_bytes(&mut self, bytes: u64);
    /// Takes one pipeline, or answers `quota`.
    fn take_pipeline(&mut self) -> Result<()>;
    /// Gives one back.
    fn give_pipeline(&mut self);
}

/// The objects a backend holds for one context (its own type); dropping it releases them.
pub type Objects = Box<dyn Any + Send>;

/// What runs a context's work. Everything it is given has been checked and translated: ids are
/// ids it returned from [`create`](Backend::create), ranges and usages fit.
pub trait Backend: Send + Sync {
    /// A new, empty object store for a context of `tenant` (whose memory holds its buffers).
    fn open(&self, tenant: &crate::exec::Tenant) -> Result<Objects>;
    /// Makes an object; returns its id in `objects` (nonzero).
    fn create(&self, objects: &mut Objects, guard: &Guard, desc: &Desc) -> Result<u32>;
    /// Releases an object.
    fn destroy(&self, objects: &mut Objects, id: u32);
    /// Runs `commands` (writes read `data`), waits for the device, then serves the
    /// `read-buffer` commands into a window of `window` bytes, which it returns. A stream
    /// that cut a loop answers `truncated` and returns no reads.
    fn replay<'a>(
        &'a self,
        objects: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
    ) -> BoxFuture<'a, Result<Vec<u8>>>;
}

/// A backend's objects by id (index + 1), reusing freed ids.
pub struct Slab<T> {
    slots: Vec<Option<T>>,
}

impl<T> std::fmt::Debug for Slab<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Slab").field("live", &self.slots.iter().filter(|s| s.is_some()).count()).finish()
    }
}

impl<T> Default for Slab<T> {
    fn default() -> Self {
        Slab { slots: Vec::new() }
    }
}

impl<T> Slab<T> {
    /// Stores `object`; returns its id (nonzero).
    pub fn insert(&mut self, object: T) -> u32 {
        let index = match self.slots.iter().position(Option::is_none) {
            Some(i) => {
                self.slots[i] = Some(object);
                i
            }
            None => {
                self.slots.push(Some(object));
                self.slots.len() - 1
            }
        };
        index as u32 + 1
    }

    /// The object `id`, or a host fault (the context translated every id it passes).
    pub fn get(&self, id: u32) -> Result<&T> {
        self.slots
            .get((id as usize).wrapping_sub(1))
            .and_then(Option::as_ref)
            .ok_or_else(|| Error::trap(format!("batch object {id} is not live on the backend")))
    }

    /// Removes object `id`.
    pub fn remove(&mut self, id: u32) -> Option<T> {
        self.slots.get_mut((id as usize).wrapping_sub(1)).and_then(Option::take)
    }
}

/// One object of a context.
#[derive(Clone, Copy, Debug)]
struct Entry {
    kind: Kind,
    backend: u32,
    /// Buffers: size and usage.
    buffer: Option<(u64, u32)>,
}

/// Counters a context keeps for quota planning.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Peaks {
    /// The largest single dispatch asked for, in invocations.
    pub dispatch_invocations: u64,
    /// The most invocations one stream asked for.
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
    lost: Option<Error>,
    /// Bytes and pipelines taken from the tenant, given back when released.
    held_bytes: u64,
    held_pipelines: u32,
    peaks: Peaks,
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
    /// A context of `tenant` on `backend` within `limits`; the reserved bind group is
    /// `reserved_group`.
    pub fn new(
        backend: &dyn Backend,
        tenant: &crate::exec::Tenant,
        limits: Limits,
        reserved_group: u32,
    ) -> Result<Context> {
        Ok(Context {
            limits,
            reserved_group,
            objects: Some(backend.open(tenant)?),
            table: HashMap::new(),
            lost: None,
            held_bytes: 0,
            held_pipelines: 0,
            peaks: Peaks::default(),
        })
    }

    /// Live objects.
    pub fn live(&self) -> u32 {
        self.table.len() as u32
    }

    /// The error that lost the context.
    pub fn lost(&self) -> Option<&Error> {
        self.lost.as_ref()
    }

    /// The context's limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
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
    fn fail<T>(&mut self, tenancy: &mut (dyn Tenancy + Send), e: Error) -> Result<T> {
        if e.kind().is_some() && self.lost.is_none() {
            self.lost = Some(e.clone());
            self.release(tenancy);
        }
        Err(e)
    }

    /// Releases every object and gives back what the tenant lent (also on drop of the guest's
    /// handle, through the interface layer).
    pub fn release(&mut self, tenancy: &mut (dyn Tenancy + Send)) {
        self.table.clear();
        self.objects = None;
        tenancy.give_bytes(std::mem::take(&mut self.held_bytes));
        for _ in 0..std::mem::take(&mut self.held_pipelines) {
            tenancy.give_pipeline();
        }
    }

    /// Translates the ids of a descriptor or command in place: each must be live and of its kind.
    /// `what` names the place for messages (made only on an error).
    fn translate(&self, ids: Vec<(&mut u32, Kind)>, what: impl Fn() -> String) -> Result<()> {
        for (id, kind) in ids {
            let e = self
                .table
                .get(id)
                .ok_or_else(|| Error::refused(format!("{}: object {id} is not live", what())))?;
            if e.kind != kind {
                return Err(Error::refused(format!("{}: object {id} is a {}, not a {kind}", what(), e.kind)));
            }
            *id = e.backend;
        }
        Ok(())
    }

    fn buffer(&self, id: u32, what: impl Fn() -> String) -> Result<(u64, u32)> {
        self.table
            .get(&id)
            .and_then(|e| e.buffer)
            .ok_or_else(|| Error::refused(format!("{}: object {id} is not a live buffer", what())))
    }

    /// Makes guest object `id` of wire kind `kind` from `desc`.
    pub fn create(
        &mut self,
        backend: &dyn Backend,
        guard: &Guard,
        tenancy: &mut (dyn Tenancy + Send),
        id: u32,
        kind: u32,
        desc: &[u8],
    ) -> Result<()> {
        self.check_live()?;
        match self.create_inner(backend, guard, tenancy, id, kind, desc) {
            Ok(()) => Ok(()),
            Err(e) => self.fail(tenancy, e),
        }
    }

    fn create_inner(
        &mut self,
        backend: &dyn Backend,
        guard: &Guard,
        tenancy: &mut (dyn Tenancy + Send),
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
        let info = match desc {
            Desc::Buffer { size, usage } => Some((size, usage)),
            _ => None,
        };
        if let Desc::PipelineLayout { groups } = &desc {
            guard.check_layout(groups.len()).map_err(Error::from)?;
        }
        self.translate(desc.ids_mut(), || format!("the {kind} {id}"))?;
        // Quotas before the backend allocates.
        let bytes = info.map_or(0, |(size, _)| size);
        tenancy.take_bytes(bytes)?;
        let pipeline = kind == Kind::ComputePipeline;
        if pipeline && let Err(e) = tenancy.take_pipeline() {
            tenancy.give_bytes(bytes);
            return Err(e);
        }
        let objects = self.objects.as_mut().ok_or_else(|| Error::trap("a batch context without objects"))?;
        match backend.create(objects, guard, &desc) {
            Ok(b) => {
                self.held_bytes += bytes;
                self.held_pipelines += u32::from(pipeline);
                self.table.insert(id, Entry { kind, backend: b, buffer: info });
                Ok(())
            }
            Err(e) => {
                tenancy.give_bytes(bytes);
                if pipeline {
                    tenancy.give_pipeline();
                }
                Err(e)
            }
        }
    }

    /// Destroys guest objects; each must be live.
    pub fn destroy(
        &mut self,
        backend: &dyn Backend,
        tenancy: &mut (dyn Tenancy + Send),
        ids: &[u32],
    ) -> Result<()> {
        self.check_live()?;
        if let Some(&id) = ids.iter().find(|id| !self.table.contains_key(id)) {
            return self.fail(tenancy, Error::refused(format!("destroy: object {id} is not live")));
        }
        for id in ids {
            if let Some(e) = self.table.remove(id) {
                if let Some(objects) = self.objects.as_mut() {
                    backend.destroy(objects, e.backend);
                }
                if let Some((size, _)) = e.buffer {
                    self.held_bytes -= size;
                    tenancy.give_bytes(size);
                }
                if e.kind == Kind::ComputePipeline {
                    self.held_pipelines -= 1;
                    tenancy.give_pipeline();
                }
            }
        }
        Ok(())
    }

    /// Runs a stream and returns its read window (`window` bytes; reads land where the stream
    /// says). Checked whole before anything runs.
    pub async fn run_stream(
        &mut self,
        backend: &dyn Backend,
        tenancy: &mut (dyn Tenancy + Send),
        words: &[u32],
        data: &[u8],
        window: u32,
    ) -> Result<Vec<u8>> {
        self.check_live()?;
        let commands = match self.check_stream(words, data, window) {
            Ok(c) => c,
            Err(e) => return self.fail(tenancy, e),
        };
        let objects = match self.objects.as_mut() {
            Some(o) => o,
            None => return Err(Error::trap("a batch context without objects")),
        };
        match backend.replay(objects, &commands, data, window).await {
            Ok(w) => {
                self.peaks.streams += 1;
                Ok(w)
            }
            Err(e) => self.fail(tenancy, e),
        }
    }

    /// Decodes, checks and translates a stream.
    fn check_stream(&mut self, words: &[u32], data: &[u8], window: u32) -> Result<Vec<Command>> {
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
        let (mut in_pass, mut pipeline) = (false, false);
        let (mut total, mut read_total) = (0u64, 0u64);
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
                let (bsize, busage) = self.buffer(id, || format!("command {i}"))?;
                if busage & need != need {
                    return Err(at(format!("{what}: buffer {id} lacks usage {need:#x}")));
                }
                if !offset.is_multiple_of(4)
                    || !size.is_multiple_of(4)
                    || offset.checked_add(size).is_none_or(|end| end > bsize)
                {
                    return Err(at(format!(
                        "{what}: bytes {offset}..{} of buffer {id} ({bsize} bytes; offsets and sizes are multiples of 4)",
                        offset.saturating_add(size)
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
                }
                Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => {
                    range(*src, *src_offset, *size, usage::COPY_SRC, "copy-buffer source")?;
                    range(*dst, *dst_offset, *size, usage::COPY_DST, "copy-buffer destination")?;
                    if src == dst {
                        return Err(at("copy-buffer within one buffer".into()));
                    }
                }
                Command::ClearBuffer { buffer, offset, size } => {
                    let (bsize, _) = self.buffer(*buffer, || format!("command {i}"))?;
                    range(
                        *buffer,
                        *offset,
                        size.unwrap_or(bsize.saturating_sub(*offset)),
                        usage::COPY_DST,
                        "clear-buffer",
                    )?;
                }
                Command::BeginComputePass => {
                    if in_pass {
                        return Err(at("a compute pass inside a compute pass".into()));
                    }
                    (in_pass, pipeline) = (true, false);
                }
                Command::EndComputePass => in_pass = false,
                Command::SetPipeline(_) => pipeline = true,
                Command::SetBindGroup { index, .. } => {
                    if *index >= self.reserved_group {
                        return Err(Error::new(
                            ErrorKind::Reserved,
                            format!(
                                "command {i}: set-bind-group {index}: groups {} and above are reserved by the host",
                                self.reserved_group
                            ),
                        ));
                    }
                }
                Command::Dispatch(counts) => {
                    if !pipeline {
                        return Err(at("dispatch before set-pipeline".into()));
                    }
                    if let Some(axis) = counts.iter().position(|&n| n > max) {
                        return Err(Error::quota(format!(
                            "command {i}: dispatch {counts:?}: {} workgroups on axis {axis}; the limit is {max}",
                            counts[axis]
                        )));
                    }
                    let n = counts.iter().map(|&c| u64::from(c)).product::<u64>()
                        * u64::from(self.limits.workgroup_invocations);
                    if let Some(m) = self.limits.max_dispatch_invocations
                        && n > m
                    {
                        return Err(Error::quota(format!(
                            "command {i}: a dispatch of {n} invocations is over this context's limit of {m}"
                        )));
                    }
                    self.peaks.dispatch_invocations = self.peaks.dispatch_invocations.max(n);
                    total = total.saturating_add(n);
                }
                Command::DispatchIndirect { buffer, offset } => {
                    if !pipeline {
                        return Err(at("dispatch before set-pipeline".into()));
                    }
                    range(*buffer, *offset, 12, usage::INDIRECT, "dispatch-indirect")?;
                    let n = self.limits.indirect_invocations;
                    if let Some(m) = self.limits.max_dispatch_invocations
                        && n > m
                    {
                        return Err(Error::quota(format!(
                            "command {i}: an indirect dispatch counts as {n} invocations, over this context's \
                             limit of {m} per dispatch"
                        )));
                    }
                    self.peaks.dispatch_invocations = self.peaks.dispatch_invocations.max(n);
                    total = total.saturating_add(n);
                }
                Command::ReadBuffer { buffer, offset, size, window_offset } => {
                    let (bsize, busage) = self
                        .buffer(*buffer, || format!("command {i}"))
                        .map_err(|e| Error::read(e.message().to_string()))?;
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
        Ok(commands)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};

    use super::wire::{Desc, STREAM_MAGIC, encode_desc};
    use super::*;
    use crate::guard::GuardPolicy;

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

    impl Backend for Fake {
        fn open(&self, _: &crate::exec::Tenant) -> Result<Objects> {
            Ok(Box::new(FakeObjects { next: 100, live: self.live.clone(), held: 0 }))
        }
        fn create(&self, objects: &mut Objects, _guard: &Guard, desc: &Desc) -> Result<u32> {
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
        ) -> BoxFuture<'a, Result<Vec<u8>>> {
            for c in commands {
                let mut c = c.clone();
                assert!(c.ids_mut().iter().all(|(id, _)| **id >= 100), "{c:?}");
            }
            Box::pin(async move { Ok(vec![0; window as usize]) })
        }
    }

    #[derive(Default)]
    struct Ledger {
        bytes: u64,
        pipelines: u32,
    }

    impl Tenancy for Ledger {
        fn take_bytes(&mut self, bytes: u64) -> Result<()> {
            if self.bytes + bytes > 1 << 20 {
                return Err(Error::quota("over"));
            }
            self.bytes += bytes;
            Ok(())
        }
        fn give_bytes(&mut self, bytes: u64) {
            self.bytes -= bytes;
        }
        fn take_pipeline(&mut self) -> Result<()> {
            self.pipelines += 1;
            Ok(())
        }
        fn give_pipeline(&mut self) {
            self.pipelines -= 1;
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
        let mut ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &mut ledger, 1, 1, &buffer(1024, usage::STORAGE)).unwrap();
        c.create(&fake, &guard, &mut ledger, 2, 1, &buffer(64, usage::MAP_READ | usage::COPY_DST)).unwrap();
        assert_eq!((c.live(), fake.live.load(Ordering::SeqCst), ledger.bytes), (2, 2, 1088));
        // Reading 68 bytes into a 64-byte window: `read`, and the context is lost.
        let words = [STREAM_MAGIC, 10, 2, 0, 0, 68, 0];
        let e = pollster::block_on(c.run_stream(&fake, &mut ledger, &words, &[], 64)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Read));
        assert_eq!((c.live(), fake.live.load(Ordering::SeqCst), ledger.bytes), (0, 0, 0));
        let e = c.create(&fake, &guard, &mut ledger, 3, 1, &buffer(4, usage::STORAGE)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Lost));
        assert!(e.message().contains("read: command 0"), "{e}");
    }

    #[test]
    fn many_reads_are_checked_against_each_other() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let mut ledger = Ledger::default();
        let limits = Limits { max_read: 1 << 20, ..limits() };
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits, 7).unwrap();
        c.create(&fake, &guard, &mut ledger, 1, 1, &buffer(64, usage::MAP_READ | usage::COPY_DST)).unwrap();
        // 100,000 reads of 4 bytes side by side in the window: fine (and checked in n log n).
        let n = 100_000u32;
        let mut words = vec![STREAM_MAGIC];
        for k in 0..n {
            words.extend([10, 1, 0, 0, 4, 4 * (n - 1 - k)]);
        }
        pollster::block_on(c.run_stream(&fake, &mut ledger, &words, &[], 4 * n)).unwrap();
        // One more read on top of the first: overlap, naming both commands.
        words.extend([10, 1, 0, 0, 4, 8]);
        let e = pollster::block_on(c.run_stream(&fake, &mut ledger, &words, &[], 4 * n)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Read));
        assert!(e.message().contains("reads overlap"), "{e}");
    }

    #[test]
    fn write_data_starts_on_a_word() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let mut ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &mut ledger, 1, 1, &buffer(64, usage::COPY_DST)).unwrap();
        let words = [STREAM_MAGIC, 1, 1, 0, 0, 2, 4];
        let e = pollster::block_on(c.run_stream(&fake, &mut ledger, &words, &[0; 8], 0)).unwrap_err();
        assert!(e.message().contains("data start 2 is not a multiple of 4"), "{e}");
    }

    #[test]
    fn quotas_are_taken_and_given_back() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let mut ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &mut ledger, 1, 1, &buffer(1 << 19, usage::STORAGE)).unwrap();
        c.destroy(&fake, &mut ledger, &[1]).unwrap();
        assert_eq!(ledger.bytes, 0);
        c.create(&fake, &guard, &mut ledger, 1, 1, &buffer(1 << 20, usage::STORAGE)).unwrap();
        let e = c.create(&fake, &guard, &mut ledger, 2, 1, &buffer(4, usage::STORAGE)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert_eq!(ledger.bytes, 0, "lost: everything given back");
    }

    #[test]
    fn invocations_are_counted_and_bounded() {
        let fake = Fake::default();
        let guard = Guard::new(GuardPolicy::default());
        let mut ledger = Ledger::default();
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        let layout = encode_desc(&Desc::PipelineLayout { groups: vec![] });
        c.create(&fake, &guard, &mut ledger, 1, 4, &layout).unwrap();
        c.create(&fake, &guard, &mut ledger, 2, 2, &encode_desc(&Desc::ShaderModule { wgsl: String::new() }))
            .unwrap();
        let pipeline =
            Desc::ComputePipeline { layout: 1, module: 2, entry: "main".into(), constants: vec![] };
        c.create(&fake, &guard, &mut ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
        let stream = |counts: [u32; 3]| vec![STREAM_MAGIC, 4, 6, 3, 8, counts[0], counts[1], counts[2], 5];
        pollster::block_on(c.run_stream(&fake, &mut ledger, &stream([8, 8, 1]), &[], 0)).unwrap();
        assert_eq!(c.peaks().dispatch_invocations, 64 * 256);
        // 64 × 64 workgroups of 256 = 2^20 invocations: at the stream limit; 65 × 64 is over.
        pollster::block_on(c.run_stream(&fake, &mut ledger, &stream([64, 64, 1]), &[], 0)).unwrap();
        let e =
            pollster::block_on(c.run_stream(&fake, &mut ledger, &stream([65, 64, 1]), &[], 0)).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota));
        assert!(e.message().contains("1064960 invocations"), "{e}");
        // An indirect dispatch counts as the Guard's 2^26 invocations: over this stream limit.
        let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
        c.create(&fake, &guard, &mut ledger, 1, 4, &layout).unwrap();
        c.create(&fake, &guard, &mut ledger, 2, 2, &encode_desc(&Desc::ShaderModule { wgsl: String::new() }))
            .unwrap();
        c.create(&fake, &guard, &mut ledger, 3, 5, &encode_desc(&pipeline)).unwrap();
        c.create(&fake, &guard, &mut ledger, 4, 1, &buffer(16, usage::INDIRECT)).unwrap();
        let indirect = [STREAM_MAGIC, 4, 6, 3, 9, 4, 0, 0, 5];
        let e = pollster::block_on(c.run_stream(&fake, &mut ledger, &indirect, &[], 0)).unwrap_err();
        assert!(e.message().contains("67108864 invocations"), "{e}");
    }

    /// Random descriptors and streams over a live table never panic, and whatever happens the
    /// backend and the ledger end balanced once the context is released.
    #[test]
    fn random_messages_never_panic() {
        let guard = Guard::new(GuardPolicy::default());
        let mut s = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..300 {
            let fake = Fake::default();
            let mut ledger = Ledger::default();
            let mut c = Context::new(&fake, &crate::exec::Tenant::shared(), limits(), 7).unwrap();
            for _ in 0..40 {
                let words: Vec<u32> = (0..next() % 20).map(|_| (next() % 12) as u32).collect();
                match next() % 4 {
                    0 => {
                        let kind = (next() % 8) as u32;
                        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                        let _ = c.create(&fake, &guard, &mut ledger, (next() % 20) as u32, kind, &bytes);
                    }
                    1 => {
                        let _ = c.create(
                            &fake,
                            &guard,
                            &mut ledger,
                            (next() % 20) as u32,
                            1,
                            &buffer(64, (next() % 512) as u32),
                        );
                    }
                    2 => {
                        let mut stream = vec![STREAM_MAGIC];
                        stream.extend(words);
                        let _ = pollster::block_on(c.run_stream(
                            &fake,
                            &mut ledger,
                            &stream,
                            &[0; 32],
                            (next() % 80) as u32,
                        ));
                    }
                    _ => {
                        let _ = c.destroy(&fake, &mut ledger, &[(next() % 20) as u32]);
                    }
                }
            }
            c.release(&mut ledger);
            assert_eq!((fake.live.load(Ordering::SeqCst), ledger.bytes, ledger.pipelines), (0, 0, 0));
        }
    }
}
