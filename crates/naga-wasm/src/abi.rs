//! The contract between a compiled module and the runtime that runs it, in one place.
//!
//! A compiled module:
//! - imports one shared memory, [`MEMORY`] (`env.mem`, any size up to 4 GiB): every binding,
//!   the dispatch table and the worker's scratch live in it;
//! - exports one function, [`RUN`]: `run(lo: i32, hi: i32, table: i32, scratch: i32)`, which
//!   computes workgroups `lo..hi` (linear, x fastest) of the dispatch described at byte `table`
//!   (a [`table`] of 4-aligned words), every invocation of a workgroup one after another;
//!   `scratch` is the byte address of [`Compiled::scratch_bytes`](crate::Compiled::scratch_bytes)
//!   bytes of memory of the calling worker's own (workgroup variables at its start, then
//!   per-invocation state for kernels with barriers), 0 when none is needed;
//! - imports a second shared memory, [`STOP`] (`env.stop`, one page): at the head of every loop
//!   and at the entry of every compiled helper that calls others (calls that multiply make work
//!   without loops) it reads the first word of it (an atomic load) and traps (`unreachable`) when that is not
//!   zero, so the runtime interrupts a module by setting the word (wasm-host's backstop); the
//!   check's slow path is a trap, not a call, so it costs a hot loop no registers;
//! - has no imports or exports besides, and keeps private variables in globals of its own
//!   (each worker instantiates it once, so they are per worker; they are re-initialized for each
//!   invocation).
//!
//! The runtime fills the table's slots, in [`Compiled::slots`](crate::Compiled::slots) order,
//! with each binding's byte base and byte length. Every access of the module is clamped into
//! its binding's `[base, base + len)` (a store outside goes to [`SINK`] instead), so a kernel
//! reaches nothing else; the runtime must make sure that range and the sink lie inside the
//! memory and that nothing else uses the sink.

use wasm_encoder::{EntityType, MemoryType, ValType};

/// The memory import: (module, name).
pub const MEMORY: (&str, &str) = ("env", "mem");

/// The interrupt memory import: (module, name); memory index 1.
pub const STOP: (&str, &str) = ("env", "stop");

/// The byte address of a 16-byte *sink* in [`MEMORY`] that the runtime keeps for the module
/// alone: a plain store outside its binding writes here instead (branch-free) and is so
/// dropped. Nothing reads it; several workers may write it at once.
pub const SINK: u32 = 64;

/// The export that runs workgroups.
pub const RUN: &str = "run";

/// `run`'s parameters, in order: first workgroup, end workgroup, table address, scratch address.
pub const RUN_PARAMS: [ValType; 4] = [ValType::I32; 4];

/// The dispatch descriptor `run` reads: `[groups.x, groups.y, groups.z, budget]` then one
/// `[base, len]` pair of u32 per binding slot, at a 4-aligned address.
pub mod table {
    /// Bytes before the first slot.
    pub const HEADER: u32 = 16;
    /// Byte offset of the loop budget word (a uniform binding may point here: wasm-host's
    /// Guard adds one, `_wh_budget`, and its runtime points the slot at this word).
    pub const BUDGET: u32 = 12;
    /// Bytes per slot.
    pub const SLOT: u32 = 8;
}

/// Locals a function may have (wasmparser's limit is 50 000, with room for the rest).
pub const MAX_LOCALS: usize = 48_000;

/// The memory type every module imports as [`MEMORY`]: shared, any size up to 4 GiB.
pub fn memory_type() -> MemoryType {
    MemoryType { minimum: 0, maximum: Some(65536), memory64: false, shared: true, page_size_log2: None }
}

/// The memory type every module imports as [`STOP`]: shared, one page.
pub fn stop_type() -> MemoryType {
    MemoryType { minimum: 1, maximum: Some(1), memory64: false, shared: true, page_size_log2: None }
}

/// [`memory_type`] as an import's entity.
pub fn memory_import() -> EntityType {
    EntityType::Memory(memory_type())
}
