//! The interface layer: the only code that touches generated WIT types.
//!
//! Each host method converts its arguments to host types, calls the real code (`kernel`,
//! `array`, the executor), and converts the result back. Guest mistakes come back as the WIT
//! `error` variant (see [`types`]); host faults trap.

pub mod arrays;
pub mod batch;
pub mod kernel;
pub mod pipeline;
pub mod reductions;
pub mod sync;
pub mod types;

use crate::array::{Elem, HostData, Scalar};
use crate::bindings::types as wit;
use crate::exec::{BackendInfo, BackendKind};

/// A resource table that refuses a new entry is a host fault: it traps the guest, naming the
/// table (handle lookups keep their own messages, which name the handle's kind).
pub(crate) fn table_full(e: wasmtime::component::ResourceTableError) -> crate::error::Error {
    crate::error::Error::trap(format!("resource table: {e}"))
}

pub(crate) fn elem_from_wit(e: wit::Elem) -> Elem {
    match e {
        wit::Elem::F32 => Elem::F32,
        wit::Elem::I32 => Elem::I32,
        wit::Elem::U32 => Elem::U32,
    }
}

pub(crate) fn elem_to_wit(e: Elem) -> wit::Elem {
    match e {
        Elem::F32 => wit::Elem::F32,
        Elem::I32 => wit::Elem::I32,
        Elem::U32 => wit::Elem::U32,
    }
}

pub(crate) fn data_from_wit(d: wit::Data) -> HostData {
    match d {
        wit::Data::F32(v) => HostData::F32(v),
        wit::Data::I32(v) => HostData::I32(v),
        wit::Data::U32(v) => HostData::U32(v),
    }
}

pub(crate) fn data_to_wit(d: HostData) -> wit::Data {
    match d {
        HostData::F32(v) => wit::Data::F32(v),
        HostData::I32(v) => wit::Data::I32(v),
        HostData::U32(v) => wit::Data::U32(v),
    }
}

pub(crate) fn scalar_from_wit(s: wit::Scalar) -> Scalar {
    match s {
        wit::Scalar::F32(v) => Scalar::F32(v),
        wit::Scalar::I32(v) => Scalar::I32(v),
        wit::Scalar::U32(v) => Scalar::U32(v),
    }
}

pub(crate) fn backend_to_wit(b: &BackendInfo) -> wit::BackendInfo {
    wit::BackendInfo {
        kind: match b.kind {
            BackendKind::Gpu => wit::BackendKind::Gpu,
            BackendKind::Cpu => wit::BackendKind::Cpu,
        },
        name: b.name.clone(),
    }
}
