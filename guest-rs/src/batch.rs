//! Batch: WebGPU-style objects and command streams the host replays, for guests that bring
//! their own WGSL and bind their own buffers.
//!
//! A [`Batch`] is one host context: its objects have ids of its own (typed here, so a buffer
//! cannot be passed where a pipeline is meant). A [`Recorder`] records a stream (writes,
//! copies, compute passes, dispatches, read-backs); [`Batch::run`] sends it as one message and
//! returns what its read-backs read, in one window. No guest writes wire words by hand: this
//! module encodes the host's wire format (`docs/design/batch-wire.md`, version 1) with the
//! `wasm-host-wire` crate, the very code the host decodes it with.
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
pub use wasm_host_wire::usage;
use wasm_host_wire::{BufferBinding, Command, Desc, GroupEntry, LayoutEntry, STREAM_MAGIC, encode_desc};

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
pub struct Binding(LayoutEntry);

impl Binding {
    fn new(binding: u32, ty: BufferBinding) -> Binding {
        Binding(LayoutEntry { binding, ty, dynamic: false })
    }

    /// `var<storage, read_write>` at `binding`.
    pub fn storage(binding: u32) -> Binding {
        Binding::new(binding, BufferBinding::Storage)
    }

    /// `var<storage, read>` at `binding`.
    pub fn read_only(binding: u32) -> Binding {
        Binding::new(binding, BufferBinding::ReadOnlyStorage)
    }

    /// `var<uniform>` at `binding`.
    pub fn uniform(binding: u32) -> Binding {
        Binding::new(binding, BufferBinding::Uniform)
    }

    /// With a dynamic offset given at `set_bind_group`.
    pub fn dynamic(mut self) -> Binding {
        self.0.dynamic = true;
        self
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

    fn create(&mut self, desc: Desc) -> Result<u32, Error> {
        let id = self.next;
        self.ctx.create_object(id, desc.kind().wire(), &encode_desc(&desc)).map_err(Error)?;
        self.next += 1;
        Ok(id)
    }

    /// A buffer of `size` bytes (a multiple of 4) with [`usage`] bits.
    pub fn buffer(&mut self, size: u64, usage: u32) -> Result<BufferId, Error> {
        self.create(Desc::Buffer { size, usage }).map(BufferId)
    }

    /// A WGSL module (bounded by the host's Guard; WGSL mistakes answer `invalid` with the line
    /// and column).
    pub fn shader(&mut self, wgsl: &str) -> Result<ShaderId, Error> {
        self.create(Desc::ShaderModule { wgsl: wgsl.into() }).map(ShaderId)
    }

    /// A bind group layout of buffer bindings.
    pub fn bind_group_layout(&mut self, entries: &[Binding]) -> Result<LayoutId, Error> {
        self.create(Desc::BindGroupLayout { entries: entries.iter().map(|e| e.0).collect() }).map(LayoutId)
    }

    /// A pipeline layout: bind group layouts for groups 0, 1, ...
    pub fn pipeline_layout(&mut self, groups: &[LayoutId]) -> Result<PipelineLayoutId, Error> {
        self.create(Desc::PipelineLayout { groups: groups.iter().map(|g| g.0).collect() })
            .map(PipelineLayoutId)
    }

    /// A compute pipeline of `module`'s `entry`, with `override` constants.
    pub fn compute_pipeline(
        &mut self,
        layout: PipelineLayoutId,
        module: ShaderId,
        entry: &str,
        constants: &[(&str, f64)],
    ) -> Result<PipelineId, Error> {
        self.create(Desc::ComputePipeline {
            layout: layout.0,
            module: module.0,
            entry: entry.into(),
            constants: constants.iter().map(|&(n, v)| (n.into(), v)).collect(),
        })
        .map(PipelineId)
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
        let entries = entries
            .iter()
            .map(|&(binding, buffer, offset, size)| GroupEntry { binding, buffer: buffer.0, offset, size })
            .collect();
        self.create(Desc::BindGroup { layout: layout.0, entries }).map(BindGroupId)
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

    fn push(&mut self, command: Command) {
        command.encode(&mut self.words);
    }

    /// Writes `bytes` (a multiple of 4) into `buffer` at `offset`, in stream order.
    pub fn write_bytes(&mut self, buffer: BufferId, offset: u64, bytes: &[u8]) {
        let start = self.data.len() as u32;
        self.data.extend_from_slice(bytes);
        self.push(Command::WriteBuffer { buffer: buffer.0, offset, data: (start, bytes.len() as u32) });
    }

    /// Writes elements into `buffer` at byte `offset`.
    pub fn write<T: Element>(&mut self, buffer: BufferId, offset: u64, values: &[T]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le()).collect();
        self.write_bytes(buffer, offset, &bytes);
    }

    /// Copies `size` bytes between buffers.
    pub fn copy(&mut self, src: BufferId, src_offset: u64, dst: BufferId, dst_offset: u64, size: u64) {
        self.push(Command::CopyBuffer { src: src.0, src_offset, dst: dst.0, dst_offset, size });
    }

    /// Zeroes `size` bytes from `offset` (`None`: to the end).
    pub fn clear(&mut self, buffer: BufferId, offset: u64, size: Option<u64>) {
        self.push(Command::ClearBuffer { buffer: buffer.0, offset, size });
    }

    /// Begins a compute pass; it ends when the returned pass is dropped.
    pub fn compute_pass(&mut self) -> Pass<'_> {
        self.push(Command::BeginComputePass);
        Pass { r: self }
    }

    /// After the stream runs, reads `size` bytes of `buffer` (`MAP_READ`) from `offset` into
    /// the next place of the window.
    pub fn read(&mut self, buffer: BufferId, offset: u64, size: u32) -> ReadSlot {
        let slot = ReadSlot { offset: self.window, size };
        self.push(Command::ReadBuffer { buffer: buffer.0, offset, size, window_offset: slot.offset });
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
        self.r.push(Command::SetPipeline(p.0));
    }

    /// Binds `group` at `index` with dynamic offsets.
    pub fn set_bind_group(&mut self, index: u32, group: BindGroupId, offsets: &[u32]) {
        self.r.push(Command::SetBindGroup { index, group: group.0, offsets: offsets.to_vec() });
    }

    /// Dispatches workgroups.
    pub fn dispatch(&mut self, x: u32, y: u32, z: u32) {
        self.r.push(Command::Dispatch([x, y, z]));
    }

    /// Dispatches with counts from `buffer` (`INDIRECT`) at `offset`.
    pub fn dispatch_indirect(&mut self, buffer: BufferId, offset: u64) {
        self.r.push(Command::DispatchIndirect { buffer: buffer.0, offset });
    }
}

impl Drop for Pass<'_> {
    fn drop(&mut self) {
        self.r.push(Command::EndComputePass);
    }
}
