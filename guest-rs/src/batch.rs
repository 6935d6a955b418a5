//! Batch: WebGPU-style objects and command streams the host replays, for guests that bring
//! their own WGSL and bind their own buffers.
//!
//! A [`Batch`] is one host context: its objects have ids of its own (typed here, so a buffer
//! cannot be passed where a pipeline is meant). A [`Recorder`] records a stream (writes,
//! copies, compute passes, dispatches, read-backs); [`Batch::run`] sends it as one message and
//! returns what its read-backs read, in one window. No guest writes wire words by hand: this
//! module encodes the host's wire format (`docs/design/batch-wire.md`, version 1).
//!
//! ```no_run
//! use guest_rs::batch::{Batch, Binding, Recorder, usage};
//!
//! # fn main() -> Result<(), guest_rs::Error> {
//! let mut b = Batch::new()?;
//! let n = 1024u32;
//! let x = b.buffer(4 * u64::from(n), usage::STORAGE | usage::COPY_DST | usage::COPY_SRC)?;
//! let out = b.buffer(4 * u64::from(n), usage::MAP_READ | usage::COPY_DST)?;
//! let module = b.shader(
//!     "@group(0) @binding(0) var<storage, read_write> x: array<f32>;
//!      @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
//!          if (g.x < arrayLength(&x)) { x[g.x] = 2.0 * x[g.x]; }
//!      }",
//! )?;
//! let layout = b.bind_group_layout(&[Binding::storage(0)])?;
//! let pipeline_layout = b.pipeline_layout(&[layout])?;
//! let pipeline = b.compute_pipeline(pipeline_layout, module, "main", &[])?;
//! let group = b.bind_group(layout, &[(0, x)])?;
//!
//! let mut r = Recorder::new();
//! r.write(x, 0, &vec![1.0f32; n as usize]);
//! {
//!     let mut pass = r.compute_pass();
//!     pass.set_pipeline(pipeline);
//!     pass.set_bind_group(0, group, &[]);
//!     pass.dispatch(n / 64, 1, 1);
//! }
//! r.copy(x, 0, out, 0, 4 * u64::from(n));
//! let slot = r.read(out, 0, 4 * n);
//! let window = b.run(&r)?;
//! let doubled: Vec<f32> = slot.get(&window);
//! # let _ = doubled;
//! # Ok(())
//! # }
//! ```

use super::{Element, Error, wt};
use crate::bindings::wasm_host::gpu::batch as wb;

/// WebGPU buffer usage bits the host accepts.
pub mod usage {
    /// Readable back (only with `COPY_DST`).
    pub const MAP_READ: u32 = 0x0001;
    /// Source of copies.
    pub const COPY_SRC: u32 = 0x0004;
    /// Destination of copies and writes.
    pub const COPY_DST: u32 = 0x0008;
    /// Bound as `var<uniform>`.
    pub const UNIFORM: u32 = 0x0040;
    /// Bound as `var<storage>`.
    pub const STORAGE: u32 = 0x0080;
    /// Holds indirect dispatch counts.
    pub const INDIRECT: u32 = 0x0100;
}

const STREAM_MAGIC: u32 = 0x5748_0001;

macro_rules! ids {
    ($($(#[$m:meta])* $name:ident),*) => {$(
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name(pub u32);
    )*};
}

ids!(
    /// A buffer of a [`Batch`].
    BufferId,
    /// A shader module.
    ShaderId,
    /// A bind group layout.
    LayoutId,
    /// A pipeline layout.
    PipelineLayoutId,
    /// A compute pipeline.
    PipelineId,
    /// A bind group.
    BindGroupId
);

/// One entry of a bind group layout.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    binding: u32,
    ty: u32,
    dynamic: bool,
}

impl Binding {
    /// `var<storage, read_write>` at `binding`.
    pub fn storage(binding: u32) -> Binding {
        Binding { binding, ty: 0, dynamic: false }
    }

    /// `var<storage, read>` at `binding`.
    pub fn read_only(binding: u32) -> Binding {
        Binding { binding, ty: 1, dynamic: false }
    }

    /// `var<uniform>` at `binding`.
    pub fn uniform(binding: u32) -> Binding {
        Binding { binding, ty: 2, dynamic: false }
    }

    /// With a dynamic offset given at `set_bind_group`.
    pub fn dynamic(mut self) -> Binding {
        self.dynamic = true;
        self
    }
}

/// Little-endian words of a descriptor or stream.
#[derive(Default)]
struct Words(Vec<u32>);

impl Words {
    fn u64(&mut self, v: u64) -> &mut Self {
        self.0.extend([v as u32, (v >> 32) as u32]);
        self
    }

    fn string(&mut self, s: &str) -> &mut Self {
        self.0.push(s.len() as u32);
        self.0.extend(s.as_bytes().chunks(4).map(|c| {
            let mut b = [0u8; 4];
            b[..c.len()].copy_from_slice(c);
            u32::from_le_bytes(b)
        }));
        self
    }

    fn bytes(&self) -> Vec<u8> {
        self.0.iter().flat_map(|w| w.to_le_bytes()).collect()
    }
}

/// One host context: private object ids, the objects, and streams.
pub struct Batch {
    ctx: wb::Context,
    next: u32,
}

impl Batch {
    /// A context with the host's default limits (1 MiB read window).
    pub fn new() -> Result<Batch, Error> {
        Self::with_limits(0, 0)
    }

    /// A context asking for at most `max_objects` objects and a read window of `max_read`
    /// bytes (0: the host's default); the host grants at most its own bounds.
    pub fn with_limits(max_objects: u32, max_read: u32) -> Result<Batch, Error> {
        let ctx = wb::Context::create(wt::BatchConfig { max_objects, max_read }).map_err(Error)?;
        Ok(Batch { ctx, next: 1 })
    }

    fn create(&mut self, kind: u32, desc: &Words) -> Result<u32, Error> {
        let id = self.next;
        self.ctx.create_object(id, kind, &desc.bytes()).map_err(Error)?;
        self.next += 1;
        Ok(id)
    }

    /// A buffer of `size` bytes (a multiple of 4) with [`usage`] bits.
    pub fn buffer(&mut self, size: u64, usage: u32) -> Result<BufferId, Error> {
        let mut w = Words::default();
        w.u64(size).0.push(usage);
        self.create(1, &w).map(BufferId)
    }

    /// A WGSL module (bounded by the host's Guard; WGSL mistakes answer `invalid` with the line
    /// and column).
    pub fn shader(&mut self, wgsl: &str) -> Result<ShaderId, Error> {
        let mut w = Words::default();
        w.string(wgsl);
        self.create(2, &w).map(ShaderId)
    }

    /// A bind group layout of buffer bindings.
    pub fn bind_group_layout(&mut self, entries: &[Binding]) -> Result<LayoutId, Error> {
        let mut w = Words(vec![entries.len() as u32]);
        for e in entries {
            w.0.extend([e.binding, e.ty, u32::from(e.dynamic)]);
        }
        self.create(3, &w).map(LayoutId)
    }

    /// A pipeline layout: bind group layouts for groups 0, 1, ...
    pub fn pipeline_layout(&mut self, groups: &[LayoutId]) -> Result<PipelineLayoutId, Error> {
        let mut w = Words(vec![groups.len() as u32]);
        w.0.extend(groups.iter().map(|g| g.0));
        self.create(4, &w).map(PipelineLayoutId)
    }

    /// A compute pipeline of `module`'s `entry`, with `override` constants.
    pub fn compute_pipeline(
        &mut self,
        layout: PipelineLayoutId,
        module: ShaderId,
        entry: &str,
        constants: &[(&str, f64)],
    ) -> Result<PipelineId, Error> {
        let mut w = Words(vec![layout.0, module.0]);
        w.string(entry).0.push(constants.len() as u32);
        for (name, value) in constants {
            w.string(name).u64(value.to_bits());
        }
        self.create(5, &w).map(PipelineId)
    }

    /// A bind group: `(binding, buffer)` pairs, each binding the whole buffer.
    pub fn bind_group(
        &mut self,
        layout: LayoutId,
        entries: &[(u32, BufferId)],
    ) -> Result<BindGroupId, Error> {
        let ranges: Vec<(u32, BufferId, u64, Option<u64>)> =
            entries.iter().map(|&(b, buf)| (b, buf, 0, None)).collect();
        self.bind_group_ranges(layout, &ranges)
    }

    /// A bind group of `(binding, buffer, offset, size)` ranges (`None`: to the end).
    pub fn bind_group_ranges(
        &mut self,
        layout: LayoutId,
        entries: &[(u32, BufferId, u64, Option<u64>)],
    ) -> Result<BindGroupId, Error> {
        let mut w = Words(vec![layout.0, entries.len() as u32]);
        for &(binding, buffer, offset, size) in entries {
            w.0.extend([binding, buffer.0]);
            w.u64(offset).u64(size.unwrap_or(u64::MAX));
        }
        self.create(6, &w).map(BindGroupId)
    }

    /// Destroys objects (by their raw ids: `BufferId(..).0`, ...).
    pub fn destroy(&mut self, ids: &[u32]) -> Result<(), Error> {
        self.ctx.destroy(ids).map_err(Error)
    }

    /// Runs a recorded stream; returns its read window.
    pub fn run(&mut self, r: &Recorder) -> Result<Vec<u8>, Error> {
        self.ctx.run_stream(&r.words, &r.data, r.window).map_err(Error)
    }

    /// Live objects.
    pub fn live(&self) -> u32 {
        self.ctx.live()
    }

    /// The error that lost this context (it accepts nothing after an error).
    pub fn lost(&self) -> Option<Error> {
        self.ctx.lost().map(Error)
    }

    /// The raw context, for sending words by hand (tests of the host's checks).
    pub fn raw(&self) -> &wb::Context {
        &self.ctx
    }
}

/// Where a read-back lands in the window.
#[derive(Clone, Copy, Debug)]
pub struct ReadSlot {
    /// Byte offset in the window.
    pub offset: u32,
    /// Bytes.
    pub size: u32,
}

impl ReadSlot {
    /// The slot's bytes as elements.
    pub fn get<T: Element>(&self, window: &[u8]) -> Vec<T> {
        let bytes = &window[self.offset as usize..(self.offset + self.size) as usize];
        bytes.chunks_exact(4).map(|c| T::from_le([c[0], c[1], c[2], c[3]])).collect()
    }
}

/// A stream being recorded.
pub struct Recorder {
    words: Vec<u32>,
    data: Vec<u8>,
    window: u32,
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder::new()
    }
}

impl Recorder {
    /// An empty stream.
    pub fn new() -> Recorder {
        Recorder { words: vec![STREAM_MAGIC], data: Vec::new(), window: 0 }
    }

    /// Words recorded so far (the magic word included).
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// Whether nothing but the magic word is recorded.
    pub fn is_empty(&self) -> bool {
        self.words.len() == 1
    }

    /// The read window the stream needs.
    pub fn window(&self) -> u32 {
        self.window
    }

    /// Writes `bytes` (a multiple of 4) into `buffer` at `offset`, in stream order.
    pub fn write_bytes(&mut self, buffer: BufferId, offset: u64, bytes: &[u8]) {
        let start = self.data.len() as u32;
        self.data.extend_from_slice(bytes);
        self.words.extend([1, buffer.0, offset as u32, (offset >> 32) as u32, start, bytes.len() as u32]);
    }

    /// Writes elements into `buffer` at byte `offset`.
    pub fn write<T: Element>(&mut self, buffer: BufferId, offset: u64, values: &[T]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le()).collect();
        self.write_bytes(buffer, offset, &bytes);
    }

    /// Copies `size` bytes between buffers.
    pub fn copy(&mut self, src: BufferId, src_offset: u64, dst: BufferId, dst_offset: u64, size: u64) {
        let mut w = Words(vec![2, src.0]);
        w.u64(src_offset).0.push(dst.0);
        w.u64(dst_offset).u64(size);
        self.words.extend(w.0);
    }

    /// Zeroes `size` bytes from `offset` (`None`: to the end).
    pub fn clear(&mut self, buffer: BufferId, offset: u64, size: Option<u64>) {
        let mut w = Words(vec![3, buffer.0]);
        w.u64(offset).u64(size.unwrap_or(u64::MAX));
        self.words.extend(w.0);
    }

    /// Begins a compute pass; it ends when the returned pass is dropped.
    pub fn compute_pass(&mut self) -> Pass<'_> {
        self.words.push(4);
        Pass { r: self }
    }

    /// After the stream runs, reads `size` bytes of `buffer` (`MAP_READ`) from `offset` into
    /// the next place of the window.
    pub fn read(&mut self, buffer: BufferId, offset: u64, size: u32) -> ReadSlot {
        let slot = ReadSlot { offset: self.window, size };
        self.words.extend([10, buffer.0, offset as u32, (offset >> 32) as u32, size, slot.offset]);
        self.window += size;
        slot
    }
}

/// A compute pass of a [`Recorder`]; ends when dropped.
pub struct Pass<'r> {
    r: &'r mut Recorder,
}

impl Pass<'_> {
    /// Sets the pipeline.
    pub fn set_pipeline(&mut self, p: PipelineId) {
        self.r.words.extend([6, p.0]);
    }

    /// Binds `group` at `index` with dynamic offsets.
    pub fn set_bind_group(&mut self, index: u32, group: BindGroupId, offsets: &[u32]) {
        self.r.words.extend([7, index, group.0, offsets.len() as u32]);
        self.r.words.extend(offsets);
    }

    /// Dispatches workgroups.
    pub fn dispatch(&mut self, x: u32, y: u32, z: u32) {
        self.r.words.extend([8, x, y, z]);
    }

    /// Dispatches with counts from `buffer` (`INDIRECT`) at `offset`.
    pub fn dispatch_indirect(&mut self, buffer: BufferId, offset: u64) {
        self.r.words.extend([9, buffer.0, offset as u32, (offset >> 32) as u32]);
    }
}

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        self.r.words.push(5);
    }
}
