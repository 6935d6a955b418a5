//! The `wire` target's framing, fake backend and checks.

use std::collections::HashMap;

use wasm_host::batch::wire::{self, Command, Desc, Kind};
use wasm_host::batch::{BatchExecutor, Context, IndirectBounds, Limits, Objects};
use wasm_host::exec::{BoxFuture, Tenant};
use wasm_host::guard::{Guard, GuardPolicy, GuardedModule};
use wasm_host::ledger::{Account, Ledger};
use wasm_host::{ErrorKind, Quotas, Result};

/// Record tags (the tag byte modulo 4).
pub mod tag {
    /// `[id u32][kind u32][descriptor bytes]`.
    pub const CREATE: u8 = 0;
    /// `[id u32]*`.
    pub const DESTROY: u8 = 1;
    /// `[window u32][data_len u32][stream words]`; the data blob is `data_len % 65536` bytes.
    pub const STREAM: u8 = 2;
    /// Any bytes, decoded as every descriptor kind and as a stream.
    pub const DECODE: u8 = 3;
}

/// One framed record.
#[derive(Debug)]
pub enum Record<'a> {
    Create { id: u32, kind: u32, desc: &'a [u8] },
    Destroy(Vec<u32>),
    Stream { window: u32, data_len: u32, words: Vec<u32> },
    Decode(&'a [u8]),
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut w = [0u8; 4];
    for (i, x) in b.iter().skip(at).take(4).enumerate() {
        w[i] = *x;
    }
    u32::from_le_bytes(w)
}

/// Little-endian words of `b` (a trailing partial word is dropped).
pub fn words(b: &[u8]) -> Vec<u32> {
    b.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// The records of `data` (a truncated last record keeps what there is).
pub fn records(data: &[u8]) -> impl Iterator<Item = Record<'_>> {
    let mut rest = data;
    std::iter::from_fn(move || {
        if rest.len() < 3 {
            return None;
        }
        let t = rest[0] % 4;
        let len = u16::from_le_bytes([rest[1], rest[2]]) as usize;
        let end = (3 + len).min(rest.len());
        let p = &rest[3..end];
        rest = &rest[end..];
        Some(match t {
            tag::CREATE => {
                Record::Create { id: u32_at(p, 0), kind: u32_at(p, 4), desc: p.get(8..).unwrap_or(&[]) }
            }
            tag::DESTROY => Record::Destroy(words(p)),
            tag::STREAM => Record::Stream {
                window: u32_at(p, 0),
                data_len: u32_at(p, 4),
                words: words(p.get(8..).unwrap_or(&[])),
            },
            _ => Record::Decode(p),
        })
    })
}

/// Frames one record (for the seed generator).
pub fn frame(out: &mut Vec<u8>, t: u8, payload: &[u8]) {
    let len = u16::try_from(payload.len()).expect("a record of at most 65535 bytes");
    out.push(t);
    out.extend(len.to_le_bytes());
    out.extend(payload);
}

fn encode_stream(commands: &[Command]) -> Vec<u32> {
    let mut w = vec![wire::STREAM_MAGIC];
    for c in commands {
        c.encode(&mut w);
    }
    w
}

/// `decode_stream` never panics, and what it decodes re-encodes to a stream that decodes the
/// same.
pub fn roundtrip_stream(payload: &[u8]) {
    let data_len = u32_at(payload, 0) as usize;
    let mut w = words(payload.get(4..).unwrap_or(&[]));
    // Half the time start with the magic word, so the decoder gets past it.
    if payload.first().is_some_and(|b| b & 1 == 1) {
        w.insert(0, wire::STREAM_MAGIC);
    }
    let Ok(commands) = wire::decode_stream(&w, data_len) else { return };
    let again = encode_stream(&commands);
    match wire::decode_stream(&again, data_len) {
        Ok(c) => assert_eq!(c, commands, "a decoded stream re-encoded decodes differently"),
        Err(e) => panic!("a decoded stream re-encoded does not decode: {e}"),
    }
}

/// `decode_desc` of every kind never panics, and what it decodes re-encodes to the same bytes
/// after one more round (floats compared bit for bit).
pub fn roundtrip_desc(payload: &[u8]) {
    for k in 1..=6 {
        let kind = Kind::from_wire(k).expect("kinds 1..=6 exist");
        let Ok(desc) = wire::decode_desc(kind, payload) else { continue };
        assert_eq!(desc.kind(), kind, "decode_desc({kind}) gave a {}", desc.kind());
        let bytes = wire::encode_desc(&desc);
        let again = match wire::decode_desc(kind, &bytes) {
            Ok(d) => d,
            Err(e) => panic!("a decoded {kind} descriptor re-encoded does not decode: {e}"),
        };
        assert_eq!(wire::encode_desc(&again), bytes, "a {kind} descriptor does not round-trip");
    }
}

/// The limits the fuzzed context runs under (small, so quotas and bounds are reachable).
pub fn limits() -> Limits {
    Limits {
        max_objects: 64,
        max_read: 4096,
        max_workgroups: 65535,
        workgroup_invocations: 256,
        max_dispatch_invocations: Some(1 << 24),
        max_stream_invocations: Some(1 << 26),
        indirect_invocations: 1 << 26,
    }
}

/// The reserved bind group of the fuzzed context (the Guard's default).
pub const RESERVED_GROUP: u32 = 3;

/// What the fake backend holds for a context.
#[derive(Debug, Default)]
struct FakeObjects {
    kinds: HashMap<u32, Kind>,
    buffer_sizes: HashMap<u32, u64>,
    next: u32,
}

impl FakeObjects {
    fn insert(&mut self, kind: Kind) -> u32 {
        self.next += 1;
        self.kinds.insert(self.next, kind);
        self.next
    }

    fn check_id(&self, id: u32, kind: Kind, what: &dyn std::fmt::Debug) {
        match self.kinds.get(&id) {
            Some(&k) if k == kind => {}
            Some(k) => panic!("the backend got {what:?} naming object {id}, a {k}, as a {kind}"),
            None => panic!("the backend got {what:?} naming object {id}, which it does not hold"),
        }
    }

    fn size(&self, id: u32) -> u64 {
        self.buffer_sizes[&id]
    }
}

/// A backend that makes nothing and checks everything the context promises it.
#[derive(Debug)]
pub struct Fake {
    limits: Limits,
}

fn objects(o: &mut Objects) -> &mut FakeObjects {
    o.downcast_mut().expect("the fake backend's objects")
}

fn within(what: &Command, offset: u64, size: u64, total: u64) {
    match offset.checked_add(size) {
        Some(end) if end <= total => {}
        _ => panic!("the backend got {what:?}: bytes {offset} + {size} of a {total}-byte range"),
    }
}

impl BatchExecutor for Fake {
    fn open(&self, _tenant: &Tenant) -> Result<Objects> {
        Ok(Box::new(FakeObjects::default()))
    }

    fn create_module(&self, objects_: &mut Objects, _module: GuardedModule) -> Result<u32> {
        Ok(objects(objects_).insert(Kind::ShaderModule))
    }

    fn create(&self, objects_: &mut Objects, desc: &Desc) -> Result<u32> {
        let o = objects(objects_);
        assert_ne!(desc.kind(), Kind::ShaderModule, "a shader module reached BatchExecutor::create");
        let mut d = desc.clone();
        for (id, kind) in d.ids_mut() {
            o.check_id(*id, kind, desc);
        }
        let id = o.insert(desc.kind());
        if let Desc::Buffer { size, .. } = desc {
            o.buffer_sizes.insert(id, *size);
        }
        Ok(id)
    }

    fn destroy(&self, objects_: &mut Objects, id: u32) {
        let o = objects(objects_);
        assert!(
            o.kinds.remove(&id).is_some(),
            "the backend was asked to destroy object {id}, which it does not hold"
        );
        o.buffer_sizes.remove(&id);
    }

    fn replay<'a>(
        &'a self,
        objects_: &'a mut Objects,
        commands: &'a [Command],
        data: &'a [u8],
        window: u32,
        _indirect: IndirectBounds,
    ) -> BoxFuture<'a, Result<Vec<u8>>> {
        let o = objects(objects_);
        assert!(window <= self.limits.max_read, "a window of {window} bytes over max_read");
        let (mut in_pass, mut pipeline) = (false, false);
        for c in commands {
            let mut cc = c.clone();
            for (id, kind) in cc.ids_mut() {
                o.check_id(*id, kind, c);
            }
            match *c {
                Command::WriteBuffer { buffer, offset, data: (start, len) } => {
                    assert!(!in_pass, "{c:?} inside a pass");
                    within(c, offset, u64::from(len), o.size(buffer));
                    within(c, u64::from(start), u64::from(len), data.len() as u64);
                }
                Command::CopyBuffer { src, src_offset, dst, dst_offset, size } => {
                    assert!(!in_pass, "{c:?} inside a pass");
                    within(c, src_offset, size, o.size(src));
                    within(c, dst_offset, size, o.size(dst));
                }
                Command::ClearBuffer { buffer, offset, size } => {
                    assert!(!in_pass, "{c:?} inside a pass");
                    let total = o.size(buffer);
                    within(c, offset, size.unwrap_or(0), total);
                    within(c, offset, 0, total);
                }
                Command::BeginComputePass => {
                    assert!(!in_pass, "a nested pass");
                    (in_pass, pipeline) = (true, false);
                }
                Command::EndComputePass => {
                    assert!(in_pass, "an end without a pass");
                    in_pass = false;
                }
                Command::SetPipeline(_) => {
                    assert!(in_pass, "{c:?} outside a pass");
                    pipeline = true;
                }
                Command::SetBindGroup { index, .. } => {
                    assert!(in_pass, "{c:?} outside a pass");
                    assert!(index < RESERVED_GROUP, "{c:?} reaches the reserved group");
                }
                Command::Dispatch(n) => {
                    assert!(in_pass && pipeline, "{c:?} outside a pass or without a pipeline");
                    assert!(n.iter().all(|&n| n <= self.limits.max_workgroups), "{c:?} over max_workgroups");
                }
                Command::DispatchIndirect { buffer, offset } => {
                    assert!(in_pass && pipeline, "{c:?} outside a pass or without a pipeline");
                    within(c, offset, 12, o.size(buffer));
                }
                Command::ReadBuffer { buffer, offset, size, window_offset } => {
                    within(c, offset, u64::from(size), o.size(buffer));
                    within(c, u64::from(window_offset), u64::from(size), u64::from(window));
                }
            }
        }
        assert!(!in_pass, "a stream that ends inside a pass");
        Box::pin(std::future::ready(Ok(vec![0; window as usize])))
    }
}

const ACCOUNTS: [Account; 8] = [
    Account::Bytes,
    Account::Arrays,
    Account::Kernels,
    Account::Pipelines,
    Account::BatchPipelines,
    Account::Contexts,
    Account::Modules,
    Account::WgslBytes,
];

/// Runs `records` against one context on the fake backend, checking what the module docs of
/// the `wire` target list.
pub fn fake_context_run(records: &[Record<'_>]) {
    let limits = limits();
    let fake = Fake { limits };
    let guard = Guard::new(GuardPolicy { reserved_group: RESERVED_GROUP, ..GuardPolicy::default() });
    let ledger = Ledger::new(&Quotas::default());
    let mut cx = Context::new(&fake, &Tenant::shared(), limits, RESERVED_GROUP).expect("a context");
    let mut lost = false;
    for r in records {
        let result = match r {
            Record::Create { id, kind, desc } => cx.create(&fake, &guard, &ledger, *id, *kind, desc),
            Record::Destroy(ids) => cx.destroy(&fake, ids),
            Record::Stream { window, data_len, words } => {
                let data = vec![0xa5u8; (*data_len % 65536) as usize];
                crate::ready(cx.run_stream(&fake, words, &data, *window)).map(|w| {
                    assert_eq!(w.len(), *window as usize, "a window of the wrong size");
                })
            }
            Record::Decode(_) => continue,
        };
        if crate::trace() {
            eprintln!("{r:?}\n  -> {result:?}");
        }
        match result {
            Ok(()) => assert!(!lost, "a lost context answered Ok"),
            Err(e) => {
                let Some(kind) = e.kind() else { panic!("guest input answered with a host fault: {e}") };
                if lost {
                    assert_eq!(kind, ErrorKind::Lost, "a lost context answered {e}");
                }
                lost = true;
                assert!(cx.lost().is_some(), "an error ({e}) did not lose the context");
                assert_eq!(cx.live(), 0, "a lost context keeps objects");
            }
        }
        assert!(cx.live() < limits.max_objects, "{} live objects", cx.live());
    }
    drop(cx);
    for a in ACCOUNTS {
        assert_eq!(ledger.used(a), 0, "the context was dropped but its {} are still held", a.name());
    }
}
