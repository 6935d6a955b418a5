//! The GPU process's protocol: what the host asks ([`Request`]) and what the process answers
//! ([`Answer`]), framed over one Unix stream socket.
//!
//! A frame is `[u64 n][u32 h][header: h bytes of postcard][payload: n - 4 - h raw bytes]`
//! (little-endian lengths): the header is a small serde value, and bulk data (a write's bytes, a read's
//! words, a stream's commands and data) travels as the payload, copied once, never encoded
//! element by element; or, when it is large, through the shared bulk region ([`super::region`]),
//! which the header then says (`payload_in_region`, `answer_in_region`, `in_region`). Every request carries a sequence number and gets exactly one answer
//! with it, in any order (waiting requests answer when their work is done; the others at once,
//! so the host's watchdog sees the process make progress). Objects are named by ids the host
//! picks, so no request waits for an answer before the next is sent.

use std::io::{Read, Write};

use serde::{Deserialize, Serialize};

use crate::error::{Error, ErrorKind, Result};
use crate::exec::batch::IndirectBounds;
use crate::exec::gpu::GpuOptions;
use crate::exec::{BackendInfo, ExecLimits, Ran, ScheduleKind, ScheduleOptions, TimeSource};
use crate::guard::GuardPolicy;

/// An object of the GPU process, named by the host.
pub type Id = u64;

/// The most bytes one frame may have (a whole buffer's contents travel in one).
pub const MAX_FRAME: u64 = 1 << 33;

/// A module as the GPU process gets it: the text and the policy it passed the host's Guard
/// under; the process checks it again (the same Guard, the same module) before compiling.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Module {
    /// The WGSL text.
    pub source: String,
    /// The Guard's settings it passed under.
    pub policy: GuardPolicy,
}

/// What the host asks of the GPU process. Payloads (`+ payload`) travel after the header.
#[derive(Debug, Serialize, Deserialize)]
pub enum Request {
    /// The first request: open the adapter and device, and map the bulk region of `region`
    /// bytes (0: none) whose descriptor came before this frame. Answer: [`Reply::Opened`].
    Open { options: GpuOptions, region: u64 },
    /// A zero-filled buffer.
    CreateBuffer { id: Id, size: u64, label: String },
    /// Writes the payload at `offset`.
    WriteBuffer { id: Id, offset: u64 },
    /// Answer: [`Reply::Payload`], the buffer's bytes.
    ReadBuffer { id: Id },
    /// Copies all of `from` into the start of `to`.
    CopyBuffer { from: Id, to: Id },
    /// Compiles a program. Answer: [`Reply::Done`] or the compile's error.
    CreateProgram {
        id: Id,
        label: String,
        module: Module,
        entry: String,
        /// Per binding: read-only.
        read_only: Vec<bool>,
        constants: Vec<(String, f64)>,
    },
    /// Runs a program, or one `part` of a dispatch of it (`exec::parts`); with `probe` (the
    /// last part), the loop-budget flag is kept under that id.
    Dispatch {
        program: Id,
        bindings: Vec<Id>,
        workgroups: [u32; 3],
        part: crate::exec::parts::Part,
        probe: Option<Id>,
    },
    /// Answer: [`Reply::Flags`], one per probe.
    Probe { ids: Vec<Id> },
    /// Waits for all earlier work.
    Finish,
    /// Answer: [`Reply::Done`] or why the schedule cannot be prepared.
    PrepareSchedule { id: Id, dispatches: Vec<(Id, Vec<Id>, [u32; 3])>, options: ScheduleOptions },
    /// Answer: [`Reply::Ran`].
    RunSchedule { id: Id, before: Vec<(Id, Id)>, after: Vec<(Id, Id)> },
    /// A batch context's object store.
    OpenContext { id: Id },
    /// Answer: [`Reply::Object`].
    CreateModule { context: Id, module: Module },
    /// An object of another kind, its descriptor in the batch wire format. Answer:
    /// [`Reply::Object`].
    Create { context: Id, kind: u32, desc: Vec<u8> },
    /// Destroys a context's object.
    Destroy { context: Id, object: u32 },
    /// Runs a stream: `stream_words` words of commands, then the data blob, as the payload.
    /// Answer: [`Reply::Payload`], the read window.
    /// A stream; `shared`: the host serves other tenants, so a large looping dispatch runs in
    /// parts (`exec::parts`).
    Replay { context: Id, stream_words: u32, window: u32, indirect: IndirectBounds, shared: bool },
    /// Releases an object (any kind) the host no longer holds.
    Drop { id: Id },
}

impl Request {
    /// The request's kind, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Request::Open { .. } => "open",
            Request::CreateBuffer { .. } => "create-buffer",
            Request::WriteBuffer { .. } => "write-buffer",
            Request::ReadBuffer { .. } => "read-buffer",
            Request::CopyBuffer { .. } => "copy-buffer",
            Request::CreateProgram { .. } => "create-program",
            Request::Dispatch { .. } => "dispatch",
            Request::Probe { .. } => "probe",
            Request::Finish => "finish",
            Request::PrepareSchedule { .. } => "prepare-schedule",
            Request::RunSchedule { .. } => "run-schedule",
            Request::OpenContext { .. } => "open-context",
            Request::CreateModule { .. } => "create-module",
            Request::Create { .. } => "create",
            Request::Destroy { .. } => "destroy",
            Request::Replay { .. } => "replay",
            Request::Drop { .. } => "drop",
        }
    }

    /// Whether the host waits for this request's answer (the others are answered at once, and
    /// a failure of theirs is kept for the caller's next wait).
    pub fn waits(&self) -> bool {
        matches!(
            self,
            Request::Open { .. }
                | Request::ReadBuffer { .. }
                | Request::CreateProgram { .. }
                | Request::Probe { .. }
                | Request::Finish
                | Request::PrepareSchedule { .. }
                | Request::RunSchedule { .. }
                | Request::CreateModule { .. }
                | Request::Create { .. }
                | Request::Replay { .. }
        )
    }
}

/// What a request got.
#[derive(Debug, Serialize, Deserialize)]
pub enum Reply {
    /// The device is open; `region`: the bulk region is mapped and may be used; `sandbox`:
    /// what the process's sandbox holds, for a person.
    Opened { backend: BackendInfo, limits: ExecLimits, fused: Fused, region: bool, sandbox: String },
    /// Done, nothing to return.
    Done,
    /// The bytes are the payload.
    Payload,
    /// Per probe: whether a loop was cut.
    Flags(Vec<bool>),
    /// A schedule's run.
    Ran(Ran),
    /// A batch object's id in the process's context.
    Object(u32),
}

/// How the process's executor fuses: its schedules' kind, and whose clock times them (or why
/// none can).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Fused {
    pub kind: ScheduleKind,
    pub timing: std::result::Result<TimeSource, String>,
}

/// An error as it crosses: its kind (`None`: a host fault) and message.
#[derive(Debug, Serialize, Deserialize)]
pub struct WireError {
    kind: Option<ErrorKind>,
    message: String,
}

impl From<&Error> for WireError {
    fn from(e: &Error) -> WireError {
        WireError { kind: e.kind(), message: e.message().to_string() }
    }
}

impl From<WireError> for Error {
    fn from(e: WireError) -> Error {
        match e.kind {
            Some(kind) => Error::new(kind, e.message),
            None => Error::trap(e.message),
        }
    }
}

/// The answer to request `seq`.
#[derive(Debug, Serialize, Deserialize)]
pub struct Answer {
    /// The request's number.
    pub seq: u64,
    /// What it got.
    pub result: Result<Reply, WireError>,
    /// The answer's payload is the bulk region's first this many bytes (the frame's is empty).
    pub in_region: Option<u64>,
}

/// A request as sent: its number and the request.
#[derive(Debug, Serialize, Deserialize)]
pub struct Envelope {
    /// The request's number (the answer carries it).
    pub seq: u64,
    /// The request.
    pub request: Request,
    /// The payload is the bulk region's first this many bytes (the frame's is empty).
    pub payload_in_region: Option<u64>,
    /// The host holds the region for this request: the answer's payload may go there.
    pub answer_in_region: bool,
}

impl Envelope {
    /// A request whose payload, if any, is in the frame.
    pub fn plain(seq: u64, request: Request) -> Envelope {
        Envelope { seq, request, payload_in_region: None, answer_in_region: false }
    }
}

/// Writes one frame: `header`, then `payload`.
pub fn write_frame<T: Serialize>(w: &mut impl Write, header: &T, payload: &[u8]) -> std::io::Result<()> {
    let head = postcard::to_stdvec(header).map_err(std::io::Error::other)?;
    let total = 4 + head.len() as u64 + payload.len() as u64;
    if total > MAX_FRAME {
        return Err(std::io::Error::other(format!("a frame of {total} bytes is over {MAX_FRAME}")));
    }
    let mut prefix = Vec::with_capacity(12 + head.len());
    prefix.extend_from_slice(&total.to_le_bytes());
    prefix.extend_from_slice(&(head.len() as u32).to_le_bytes());
    prefix.extend_from_slice(&head);
    w.write_all(&prefix)?;
    w.write_all(payload)?;
    w.flush()
}

/// Reads one frame: the header and the payload. `Ok(None)` at a clean end of the stream.
pub fn read_frame<T: for<'de> Deserialize<'de>>(r: &mut impl Read) -> std::io::Result<Option<(T, Vec<u8>)>> {
    let mut words = [0u8; 12];
    match r.read_exact(&mut words[..4]) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => return Ok(None),
        Err(e) => return Err(e),
    }
    r.read_exact(&mut words[4..])?;
    let word = |i: usize| u32::from_le_bytes([words[i], words[i + 1], words[i + 2], words[i + 3]]);
    let total = u64::from(word(0)) | (u64::from(word(4)) << 32);
    let head_len = u64::from(word(8));
    if total > MAX_FRAME || head_len + 4 > total {
        return Err(std::io::Error::other(format!("a malformed frame ({total} bytes, header {head_len})")));
    }
    let mut head = vec![0; head_len as usize];
    r.read_exact(&mut head)?;
    let mut payload = vec![0; (total - 4 - head_len) as usize];
    r.read_exact(&mut payload)?;
    let header = postcard::from_bytes(&head).map_err(std::io::Error::other)?;
    Ok(Some((header, payload)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_round_trip() {
        let mut bytes = Vec::new();
        let env = Envelope::plain(7, Request::WriteBuffer { id: 3, offset: 8 });
        write_frame(&mut bytes, &env, &[1, 2, 3, 4]).unwrap();
        write_frame(
            &mut bytes,
            &Answer { seq: 7, result: Ok(Reply::Flags(vec![true, false])), in_region: None },
            &[],
        )
        .unwrap();
        let mut r = &bytes[..];
        let (back, payload): (Envelope, Vec<u8>) = read_frame(&mut r).unwrap().unwrap();
        assert_eq!(back.seq, 7);
        assert!(matches!(back.request, Request::WriteBuffer { id: 3, offset: 8 }));
        assert_eq!(payload, [1, 2, 3, 4]);
        let (answer, _): (Answer, Vec<u8>) = read_frame(&mut r).unwrap().unwrap();
        assert!(matches!(answer.result, Ok(Reply::Flags(ref f)) if f == &[true, false]));
        assert!(read_frame::<Answer>(&mut r).unwrap().is_none());
        // A header longer than its frame is refused, not allocated.
        let bad = [8u8, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255];
        assert!(read_frame::<Answer>(&mut &bad[..]).is_err());
    }
}
