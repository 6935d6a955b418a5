//! Arbitrary bytes → the batch wire decoders and a batch `Context` on a fake backend.
//!
//! The input is a sequence of records `[tag: u8][len: u16 LE][payload: len bytes]` (see
//! `wasm_host_fuzz::wire` for the framing, which `seed` also writes): create an object, destroy
//! objects, run a stream, or decode a payload as every descriptor kind and as a stream.
//!
//! Asserted:
//! - the decoders never panic, and what they decode re-encodes to words that decode to the
//!   same value (bit for bit);
//! - the context never panics, never answers a host fault (`trap`) to a guest's input, and
//!   after its first error answers every call `lost`;
//! - everything it hands the backend was checked, as the `BatchExecutor` trait promises: every id is
//!   one the backend returned, live and of the right kind; no buffer range, data range or read
//!   window range is out of bounds; dispatches are inside passes with a pipeline, within
//!   `max_workgroups`; the read window is within `max_read`; the backend never destroys an
//!   object twice;
//! - once the context is dropped, every reservation it took is given back (the ledger is 0).
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_host_fuzz::wire::{Record, fake_context_run, records, roundtrip_desc, roundtrip_stream};

fuzz_target!(|data: &[u8]| {
    let records: Vec<Record<'_>> = records(data).collect();
    for r in &records {
        if let Record::Decode(payload) = r {
            roundtrip_stream(payload);
            roundtrip_desc(payload);
        }
    }
    fake_context_run(&records);
});
