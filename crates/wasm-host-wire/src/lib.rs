//! The batch wire format of wasm-host, version 1 (`docs/design/batch-wire.md` in the
//! repository): object descriptors and stream commands as little-endian u32 words.
//!
//! One crate for both ends: guests encode with it (through `guest-rs`), the host decodes with
//! it, so the two cannot drift. Decoding checks every length, range and opcode, never panics
//! and never allocates more than the input already occupies; ids come out as the guest wrote
//! them (the host translates them). `no_std` with `alloc`.

#![no_std]

extern crate alloc;

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;

/// Why a descriptor or stream was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Malformed: a bad opcode, length, range or value.
    Invalid,
    /// Well formed, but more than the format allows (commands per stream).
    Quota,
}

/// A decoding error: its kind and a message that names the word or field at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    fn invalid(message: String) -> Error {
        Error { kind: ErrorKind::Invalid, message }
    }

    fn quota(message: String) -> Error {
        Error { kind: ErrorKind::Quota, message }
    }

    /// What kind of refusal.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// What was wrong, for a person.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl core::error::Error for Error {}

/// A decoding result.
pub type Result<T> = core::result::Result<T, Error>;

/// The first word of every stream: `"WH"` and the format version.
pub const STREAM_MAGIC: u32 = 0x5748_0001;

/// Object kinds (the `kind` argument of `create-object`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A buffer: size and usage.
    Buffer = 1,
    /// A WGSL shader module.
    ShaderModule = 2,
    /// A bind group layout: buffer bindings.
    BindGroupLayout = 3,
    /// A pipeline layout: bind group layouts, in group order.
    PipelineLayout = 4,
    /// A compute pipeline: layout, module, entry point, override constants.
    ComputePipeline = 5,
    /// A bind group: a layout and buffer bindings.
    BindGroup = 6,
}

impl Kind {
    /// Its wire number (the `kind` argument of `create-object`).
    pub fn wire(self) -> u32 {
        self as u32
    }

    /// The kind of a wire number.
    pub fn from_wire(kind: u32) -> Option<Kind> {
        Some(match kind {
            1 => Kind::Buffer,
            2 => Kind::ShaderModule,
            3 => Kind::BindGroupLayout,
            4 => Kind::PipelineLayout,
            5 => Kind::ComputePipeline,
            6 => Kind::BindGroup,
            _ => return None,
        })
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Buffer => "buffer",
            Kind::ShaderModule => "shader module",
            Kind::BindGroupLayout => "bind group layout",
            Kind::PipelineLayout => "pipeline layout",
            Kind::ComputePipeline => "compute pipeline",
            Kind::BindGroup => "bind group",
        })
    }
}

/// WebGPU buffer usage bits the batch interface accepts.
pub mod usage {
    /// `MAP_READ`: the buffer can be read back (with `COPY_DST` only).
    pub const MAP_READ: u32 = 0x0001;
    /// `COPY_SRC`.
    pub const COPY_SRC: u32 = 0x0004;
    /// `COPY_DST`.
    pub const COPY_DST: u32 = 0x0008;
    /// `UNIFORM`.
    pub const UNIFORM: u32 = 0x0040;
    /// `STORAGE`.
    pub const STORAGE: u32 = 0x0080;
    /// `INDIRECT`.
    pub const INDIRECT: u32 = 0x0100;
    /// Every bit above.
    pub const ALL: u32 = MAP_READ | COPY_SRC | COPY_DST | UNIFORM | STORAGE | INDIRECT;
}

/// How a bind group layout entry binds a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferBinding {
    /// `var<storage, read_write>`.
    Storage,
    /// `var<storage, read>`.
    ReadOnlyStorage,
    /// `var<uniform>`.
    Uniform,
}

/// One entry of a bind group layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LayoutEntry {
    /// The binding number.
    pub binding: u32,
    /// What it binds.
    pub ty: BufferBinding,
    /// Whether `set-bind-group` gives it a dynamic offset.
    pub dynamic: bool,
}

/// One entry of a bind group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupEntry {
    /// The binding number.
    pub binding: u32,
    /// The buffer (an id).
    pub buffer: u32,
    /// Byte offset into it.
    pub offset: u64,
    /// Bytes bound; `None`: the rest of the buffer.
    pub size: Option<u64>,
}

/// An object descriptor.
#[derive(Clone, Debug, PartialEq)]
pub enum Desc {
    /// A buffer.
    Buffer {
        /// Bytes (a multiple of 4).
        size: u64,
        /// [`usage`] bits.
        usage: u32,
    },
    /// A WGSL module.
    ShaderModule {
        /// The source.
        wgsl: String,
    },
    /// A bind group layout.
    BindGroupLayout {
        /// Its entries.
        entries: Vec<LayoutEntry>,
    },
    /// A pipeline layout.
    PipelineLayout {
        /// Bind group layout ids, group 0 first.
        groups: Vec<u32>,
    },
    /// A compute pipeline.
    ComputePipeline {
        /// Pipeline layout id.
        layout: u32,
        /// Shader module id.
        module: u32,
        /// Entry point name.
        entry: String,
        /// Override constants.
        constants: Vec<(String, f64)>,
    },
    /// A bind group.
    BindGroup {
        /// Bind group layout id.
        layout: u32,
        /// Its entries.
        entries: Vec<GroupEntry>,
    },
}

impl Desc {
    /// The kind it describes.
    pub fn kind(&self) -> Kind {
        match self {
            Desc::Buffer { .. } => Kind::Buffer,
            Desc::ShaderModule { .. } => Kind::ShaderModule,
            Desc::BindGroupLayout { .. } => Kind::BindGroupLayout,
            Desc::PipelineLayout { .. } => Kind::PipelineLayout,
            Desc::ComputePipeline { .. } => Kind::ComputePipeline,
            Desc::BindGroup { .. } => Kind::BindGroup,
        }
    }

    /// Every object id it names, with the kind it must have, for translation in place.
    pub fn ids_mut(&mut self) -> Vec<(&mut u32, Kind)> {
        match self {
            Desc::Buffer { .. } | Desc::ShaderModule { .. } | Desc::BindGroupLayout { .. } => Vec::new(),
            Desc::PipelineLayout { groups } => {
                groups.iter_mut().map(|g| (g, Kind::BindGroupLayout)).collect()
            }
            Desc::ComputePipeline { layout, module, .. } => {
                vec![(layout, Kind::PipelineLayout), (module, Kind::ShaderModule)]
            }
            Desc::BindGroup { layout, entries } => {
                let mut ids = vec![(layout, Kind::BindGroupLayout)];
                ids.extend(entries.iter_mut().map(|e| (&mut e.buffer, Kind::Buffer)));
                ids
            }
        }
    }
}

/// One stream command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Writes `data` (a range of the stream's data blob) into `buffer` at `offset`.
    WriteBuffer {
        /// Buffer id.
        buffer: u32,
        /// Byte offset (a multiple of 4).
        offset: u64,
        /// Start and length in the data blob (a multiple of 4).
        data: (u32, u32),
    },
    /// Copies `size` bytes between buffers.
    CopyBuffer {
        /// Source id.
        src: u32,
        /// Source offset.
        src_offset: u64,
        /// Destination id.
        dst: u32,
        /// Destination offset.
        dst_offset: u64,
        /// Bytes (a multiple of 4).
        size: u64,
    },
    /// Zeroes `size` bytes (`None`: to the end).
    ClearBuffer {
        /// Buffer id.
        buffer: u32,
        /// Byte offset.
        offset: u64,
        /// Bytes, or the rest.
        size: Option<u64>,
    },
    /// Begins a compute pass.
    BeginComputePass,
    /// Ends it.
    EndComputePass,
    /// Sets the pipeline of the pass.
    SetPipeline(u32),
    /// Binds a group.
    SetBindGroup {
        /// Group index.
        index: u32,
        /// Bind group id.
        group: u32,
        /// Dynamic offsets, in binding order.
        offsets: Vec<u32>,
    },
    /// Dispatches workgroups.
    Dispatch([u32; 3]),
    /// Dispatches with counts read from `buffer` at `offset`.
    DispatchIndirect {
        /// Buffer id (`INDIRECT` usage).
        buffer: u32,
        /// Byte offset.
        offset: u64,
    },
    /// After the stream: copies `size` bytes of `buffer` from `offset` into the read window at
    /// `window_offset`.
    ReadBuffer {
        /// Buffer id (`MAP_READ` usage).
        buffer: u32,
        /// Byte offset.
        offset: u64,
        /// Bytes.
        size: u32,
        /// Where in the window.
        window_offset: u32,
    },
}

/// Opcodes.
pub mod op {
    #![allow(missing_docs)]
    pub const WRITE_BUFFER: u32 = 1;
    pub const COPY_BUFFER: u32 = 2;
    pub const CLEAR_BUFFER: u32 = 3;
    pub const BEGIN_COMPUTE_PASS: u32 = 4;
    pub const END_COMPUTE_PASS: u32 = 5;
    pub const SET_PIPELINE: u32 = 6;
    pub const SET_BIND_GROUP: u32 = 7;
    pub const DISPATCH: u32 = 8;
    pub const DISPATCH_INDIRECT: u32 = 9;
    pub const READ_BUFFER: u32 = 10;
}

impl Command {
    /// Every object id it names, with the kind it must have, for translation in place.
    pub fn ids_mut(&mut self) -> Vec<(&mut u32, Kind)> {
        match self {
            Command::WriteBuffer { buffer, .. }
            | Command::ClearBuffer { buffer, .. }
            | Command::DispatchIndirect { buffer, .. }
            | Command::ReadBuffer { buffer, .. } => vec![(buffer, Kind::Buffer)],
            Command::CopyBuffer { src, dst, .. } => vec![(src, Kind::Buffer), (dst, Kind::Buffer)],
            Command::SetPipeline(p) => vec![(p, Kind::ComputePipeline)],
            Command::SetBindGroup { group, .. } => vec![(group, Kind::BindGroup)],
            Command::BeginComputePass | Command::EndComputePass | Command::Dispatch(_) => Vec::new(),
        }
    }

    /// Appends the command's words to `words`.
    pub fn encode(&self, words: &mut Vec<u32>) {
        let lo = |v: u64| v as u32;
        let hi = |v: u64| (v >> 32) as u32;
        match self {
            Command::WriteBuffer { buffer, offset, data } => {
                words.extend([op::WRITE_BUFFER, *buffer, lo(*offset), hi(*offset), data.0, data.1]);
            }
            Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => words.extend([
                op::COPY_BUFFER,
                *src,
                lo(*src_offset),
                hi(*src_offset),
                *dst,
                lo(*dst_offset),
                hi(*dst_offset),
                lo(*size),
                hi(*size),
            ]),
            Command::ClearBuffer { buffer, offset, size } => {
                let s = size.unwrap_or(u64::MAX);
                words.extend([op::CLEAR_BUFFER, *buffer, lo(*offset), hi(*offset), lo(s), hi(s)]);
            }
            Command::BeginComputePass => words.push(op::BEGIN_COMPUTE_PASS),
            Command::EndComputePass => words.push(op::END_COMPUTE_PASS),
            Command::SetPipeline(p) => words.extend([op::SET_PIPELINE, *p]),
            Command::SetBindGroup { index, group, offsets } => {
                words.extend([op::SET_BIND_GROUP, *index, *group, offsets.len() as u32]);
                words.extend(offsets);
            }
            Command::Dispatch([x, y, z]) => words.extend([op::DISPATCH, *x, *y, *z]),
            Command::DispatchIndirect { buffer, offset } => {
                words.extend([op::DISPATCH_INDIRECT, *buffer, lo(*offset), hi(*offset)]);
            }
            Command::ReadBuffer { buffer, offset, size, window_offset } => {
                words.extend([op::READ_BUFFER, *buffer, lo(*offset), hi(*offset), *size, *window_offset]);
            }
        }
    }
}

/// Most entries of a layout or bind group, constants of a pipeline, groups of a layout and
/// dynamic offsets of one `set-bind-group`.
pub const MAX_ENTRIES: usize = 64;

/// A reader over words that answers `invalid` (naming `what`) instead of running past the end.
struct Words<'a> {
    words: &'a [u32],
    at: usize,
    what: &'a str,
}

impl<'a> Words<'a> {
    fn new(words: &'a [u32], what: &'a str) -> Words<'a> {
        Words { words, at: 0, what }
    }

    fn word(&mut self) -> Result<u32> {
        let w = self.words.get(self.at).copied().ok_or_else(|| {
            Error::invalid(format!("{}: ends at word {} in the middle of an item", self.what, self.at))
        })?;
        self.at += 1;
        Ok(w)
    }

    fn u64(&mut self) -> Result<u64> {
        let lo = self.word()?;
        let hi = self.word()?;
        Ok(u64::from(lo) | (u64::from(hi) << 32))
    }

    fn count(&mut self, of: &str) -> Result<usize> {
        let n = self.word()? as usize;
        if n > MAX_ENTRIES {
            return Err(Error::invalid(format!("{}: {n} {of}; at most {MAX_ENTRIES}", self.what)));
        }
        Ok(n)
    }

    /// A string: its byte length, then its bytes padded to whole words.
    fn string(&mut self) -> Result<String> {
        let len = self.word()? as usize;
        let words = len.div_ceil(4);
        let slice = self.words.get(self.at..self.at.saturating_add(words)).ok_or_else(|| {
            Error::invalid(format!("{}: a string of {len} bytes runs past the end", self.what))
        })?;
        self.at += words;
        let bytes: Vec<u8> = slice.iter().flat_map(|w| w.to_le_bytes()).take(len).collect();
        String::from_utf8(bytes).map_err(|_| Error::invalid(format!("{}: a string is not UTF-8", self.what)))
    }

    fn done(&self) -> bool {
        self.at == self.words.len()
    }
}

/// Decodes a descriptor of `kind` from `bytes` (whole little-endian words).
pub fn decode_desc(kind: Kind, bytes: &[u8]) -> Result<Desc> {
    if !bytes.len().is_multiple_of(4) {
        return Err(Error::invalid(format!(
            "a {kind} descriptor of {} bytes is not whole words",
            bytes.len()
        )));
    }
    let words: Vec<u32> =
        bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    let what = format!("{kind} descriptor");
    let mut w = Words::new(&words, &what);
    let desc = match kind {
        Kind::Buffer => {
            let size = w.u64()?;
            let usage = w.word()?;
            if size == 0 || !size.is_multiple_of(4) {
                return Err(Error::invalid(format!(
                    "a buffer of {size} bytes: sizes are positive multiples of 4"
                )));
            }
            if usage & !usage::ALL != 0 || usage == 0 {
                return Err(Error::invalid(format!(
                    "buffer usage {usage:#x}: the batch interface takes MAP_READ, COPY_SRC, COPY_DST, \
                     UNIFORM, STORAGE and INDIRECT ({:#x})",
                    usage::ALL
                )));
            }
            Desc::Buffer { size, usage }
        }
        Kind::ShaderModule => Desc::ShaderModule { wgsl: w.string()? },
        Kind::BindGroupLayout => {
            let n = w.count("layout entries")?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let binding = w.word()?;
                let ty = match w.word()? {
                    0 => BufferBinding::Storage,
                    1 => BufferBinding::ReadOnlyStorage,
                    2 => BufferBinding::Uniform,
                    t => {
                        return Err(Error::invalid(format!(
                            "layout entry {binding}: binding type {t} (0, 1 or 2)"
                        )));
                    }
                };
                let dynamic = match w.word()? {
                    0 => false,
                    1 => true,
                    d => {
                        return Err(Error::invalid(format!(
                            "layout entry {binding}: dynamic flag {d} (0 or 1)"
                        )));
                    }
                };
                entries.push(LayoutEntry { binding, ty, dynamic });
            }
            Desc::BindGroupLayout { entries }
        }
        Kind::PipelineLayout => {
            let n = w.count("bind group layouts")?;
            Desc::PipelineLayout { groups: (0..n).map(|_| w.word()).collect::<Result<_>>()? }
        }
        Kind::ComputePipeline => {
            let layout = w.word()?;
            let module = w.word()?;
            let entry = w.string()?;
            let n = w.count("constants")?;
            let mut constants = Vec::with_capacity(n);
            for _ in 0..n {
                let name = w.string()?;
                let value = f64::from_bits(w.u64()?);
                constants.push((name, value));
            }
            Desc::ComputePipeline { layout, module, entry, constants }
        }
        Kind::BindGroup => {
            let layout = w.word()?;
            let n = w.count("bind group entries")?;
            let mut entries = Vec::with_capacity(n);
            for _ in 0..n {
                let binding = w.word()?;
                let buffer = w.word()?;
                let offset = w.u64()?;
                let size = w.u64()?;
                entries.push(GroupEntry {
                    binding,
                    buffer,
                    offset,
                    size: (size != u64::MAX).then_some(size),
                });
            }
            Desc::BindGroup { layout, entries }
        }
    };
    if !w.done() {
        return Err(Error::invalid(format!("{what}: {} words left over", words.len() - w.at)));
    }
    Ok(desc)
}

/// The most commands one stream may have (`quota`): every command costs the host something to
/// record (a few µs and about 1 KiB on lavapipe for a copy or a write), so the count is
/// bounded, and decoding stops there.
pub const MAX_STREAM_COMMANDS: usize = 1 << 16;

/// Decodes a stream: the magic word, then commands. `data_len` is the length of the stream's
/// data blob, which every `write-buffer` range must lie in. A stream of more than
/// [`MAX_STREAM_COMMANDS`] commands is `quota`.
pub fn decode_stream(words: &[u32], data_len: usize) -> Result<Vec<Command>> {
    let mut w = Words::new(words, "the stream");
    let magic = w.word()?;
    if magic != STREAM_MAGIC {
        return Err(Error::invalid(format!(
            "the stream starts with {magic:#010x}, not the version-1 magic {STREAM_MAGIC:#010x}"
        )));
    }
    let mut commands = Vec::new();
    while !w.done() {
        if commands.len() == MAX_STREAM_COMMANDS {
            return Err(Error::quota(format!(
                "word {}: the stream has more than {MAX_STREAM_COMMANDS} commands, the most one stream may have",
                w.at
            )));
        }
        let at = w.at;
        let opcode = w.word()?;
        let c = match opcode {
            op::WRITE_BUFFER => {
                let buffer = w.word()?;
                let offset = w.u64()?;
                let (start, len) = (w.word()?, w.word()?);
                if u64::from(start) + u64::from(len) > data_len as u64 {
                    return Err(Error::invalid(format!(
                        "word {at}: write-buffer reads data bytes {start}..{} of a {data_len}-byte blob",
                        u64::from(start) + u64::from(len)
                    )));
                }
                Command::WriteBuffer { buffer, offset, data: (start, len) }
            }
            op::COPY_BUFFER => Command::CopyBuffer {
                src: w.word()?,
                src_offset: w.u64()?,
                dst: w.word()?,
                dst_offset: w.u64()?,
                size: w.u64()?,
            },
            op::CLEAR_BUFFER => {
                let buffer = w.word()?;
                let offset = w.u64()?;
                let size = w.u64()?;
                Command::ClearBuffer { buffer, offset, size: (size != u64::MAX).then_some(size) }
            }
            op::BEGIN_COMPUTE_PASS => Command::BeginComputePass,
            op::END_COMPUTE_PASS => Command::EndComputePass,
            op::SET_PIPELINE => Command::SetPipeline(w.word()?),
            op::SET_BIND_GROUP => {
                let index = w.word()?;
                let group = w.word()?;
                let n = w.count("dynamic offsets")?;
                Command::SetBindGroup {
                    index,
                    group,
                    offsets: (0..n).map(|_| w.word()).collect::<Result<_>>()?,
                }
            }
            op::DISPATCH => Command::Dispatch([w.word()?, w.word()?, w.word()?]),
            op::DISPATCH_INDIRECT => Command::DispatchIndirect { buffer: w.word()?, offset: w.u64()? },
            op::READ_BUFFER => Command::ReadBuffer {
                buffer: w.word()?,
                offset: w.u64()?,
                size: w.word()?,
                window_offset: w.word()?,
            },
            other => return Err(Error::invalid(format!("word {at}: unknown opcode {other}"))),
        };
        commands.push(c);
    }
    Ok(commands)
}

/// Encodes a descriptor as the bytes `create-object` takes.
pub fn encode_desc(desc: &Desc) -> Vec<u8> {
    let mut w: Vec<u32> = Vec::new();
    let string = |w: &mut Vec<u32>, s: &str| {
        w.push(s.len() as u32);
        for chunk in s.as_bytes().chunks(4) {
            let mut b = [0u8; 4];
            b[..chunk.len()].copy_from_slice(chunk);
            w.push(u32::from_le_bytes(b));
        }
    };
    let u64w = |w: &mut Vec<u32>, v: u64| w.extend([v as u32, (v >> 32) as u32]);
    match desc {
        Desc::Buffer { size, usage } => {
            u64w(&mut w, *size);
            w.push(*usage);
        }
        Desc::ShaderModule { wgsl } => string(&mut w, wgsl),
        Desc::BindGroupLayout { entries } => {
            w.push(entries.len() as u32);
            for e in entries {
                let ty = match e.ty {
                    BufferBinding::Storage => 0,
                    BufferBinding::ReadOnlyStorage => 1,
                    BufferBinding::Uniform => 2,
                };
                w.extend([e.binding, ty, u32::from(e.dynamic)]);
            }
        }
        Desc::PipelineLayout { groups } => {
            w.push(groups.len() as u32);
            w.extend(groups);
        }
        Desc::ComputePipeline { layout, module, entry, constants } => {
            w.extend([*layout, *module]);
            string(&mut w, entry);
            w.push(constants.len() as u32);
            for (name, value) in constants {
                string(&mut w, name);
                u64w(&mut w, value.to_bits());
            }
        }
        Desc::BindGroup { layout, entries } => {
            w.extend([*layout, entries.len() as u32]);
            for e in entries {
                w.extend([e.binding, e.buffer]);
                u64w(&mut w, e.offset);
                u64w(&mut w, e.size.unwrap_or(u64::MAX));
            }
        }
    }
    w.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use proptest::strategy::Strategy;

    extern crate std;

    fn descs() -> Vec<Desc> {
        vec![
            Desc::Buffer { size: 1 << 33, usage: usage::STORAGE | usage::COPY_SRC },
            Desc::ShaderModule { wgsl: "fn main() {}\n// ünïcode".into() },
            Desc::BindGroupLayout {
                entries: vec![
                    LayoutEntry { binding: 0, ty: BufferBinding::ReadOnlyStorage, dynamic: false },
                    LayoutEntry { binding: 3, ty: BufferBinding::Uniform, dynamic: true },
                ],
            },
            Desc::PipelineLayout { groups: vec![4, 5] },
            Desc::ComputePipeline {
                layout: 1,
                module: 2,
                entry: "main".into(),
                constants: vec![("k".into(), 0.5)],
            },
            Desc::BindGroup {
                layout: 3,
                entries: vec![GroupEntry { binding: 0, buffer: 9, offset: 256, size: None }],
            },
        ]
    }

    #[test]
    fn descriptors_round_trip() {
        for d in descs() {
            assert_eq!(decode_desc(d.kind(), &encode_desc(&d)).unwrap(), d);
        }
    }

    #[test]
    fn streams_round_trip() {
        let cmds = vec![
            Command::WriteBuffer { buffer: 1, offset: 8, data: (0, 16) },
            Command::CopyBuffer { src: 1, src_offset: 0, dst: 2, dst_offset: 4, size: 8 },
            Command::ClearBuffer { buffer: 2, offset: 0, size: None },
            Command::BeginComputePass,
            Command::SetPipeline(7),
            Command::SetBindGroup { index: 1, group: 8, offsets: vec![256] },
            Command::Dispatch([4, 2, 1]),
            Command::DispatchIndirect { buffer: 3, offset: 0 },
            Command::EndComputePass,
            Command::ReadBuffer { buffer: 2, offset: 0, size: 8, window_offset: 0 },
        ];
        let mut words = vec![STREAM_MAGIC];
        for c in &cmds {
            c.encode(&mut words);
        }
        assert_eq!(decode_stream(&words, 16).unwrap(), cmds);
    }

    #[test]
    fn malformed_input_is_invalid_not_a_panic() {
        let msg = |r: Result<Vec<Command>>| r.unwrap_err().message().to_string();
        assert!(msg(decode_stream(&[], 0)).contains("ends at word 0"));
        assert!(msg(decode_stream(&[1], 0)).contains("not the version-1 magic"));
        assert!(msg(decode_stream(&[STREAM_MAGIC, 99], 0)).contains("unknown opcode 99"));
        assert!(msg(decode_stream(&[STREAM_MAGIC, 8, 1, 1], 0)).contains("ends at word 4"));
        assert!(
            msg(decode_stream(&[STREAM_MAGIC, 1, 1, 0, 0, 8, 8], 12))
                .contains("bytes 8..16 of a 12-byte blob")
        );
        assert!(msg(decode_stream(&[STREAM_MAGIC, 7, 0, 1, 1000], 0)).contains("1000 dynamic offsets"));
        let e = decode_desc(Kind::ShaderModule, &[200, 0, 0, 0, 1, 2, 3, 4]).unwrap_err();
        assert!(e.message().contains("runs past the end"), "{e}");
        let e = decode_desc(Kind::Buffer, &[1, 2, 3]).unwrap_err();
        assert!(e.message().contains("not whole words"), "{e}");
        let e = decode_desc(Kind::Buffer, &encode_desc(&Desc::Buffer { size: 6, usage: usage::STORAGE }))
            .unwrap_err();
        assert!(e.message().contains("multiples of 4"), "{e}");
        let mut extra = encode_desc(&Desc::PipelineLayout { groups: vec![1] });
        extra.extend([0, 0, 0, 0]);
        assert!(decode_desc(Kind::PipelineLayout, &extra).unwrap_err().message().contains("left over"));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(4096))]

        /// Random words never panic the decoders: small word values (so that kinds, counts
        /// and lengths hit real cases) after an optional magic word. A failure is shrunk and
        /// its case saved under `proptest-regressions/`.
        #[test]
        fn random_words_never_panic(
            magic in proptest::bool::ANY,
            mut words in proptest::collection::vec(0u32..16, 0..24),
            data_len in 0usize..64,
        ) {
            if magic && !words.is_empty() {
                words[0] = STREAM_MAGIC;
            }
            let _ = decode_stream(&words, data_len);
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
            for kind in 1..=6 {
                let _ = decode_desc(Kind::from_wire(kind).unwrap(), &bytes);
            }
        }

        /// A buffer descriptor decodes back to itself exactly when its size and usage are legal.
        #[test]
        fn buffer_descriptors_round_trip(
            size in proptest::prop_oneof![proptest::num::u64::ANY, (0u64..1 << 40).prop_map(|s| s * 4)],
            usage in 0u32..0x200,
        ) {
            let desc = Desc::Buffer { size, usage };
            let legal = size != 0 && size % 4 == 0 && usage != 0 && usage & !usage::ALL == 0;
            match decode_desc(Kind::Buffer, &encode_desc(&desc)) {
                Ok(back) => proptest::prop_assert!(legal && back == desc, "{back:?}"),
                Err(e) => proptest::prop_assert!(!legal, "{e}"),
            }
        }
    }
}
