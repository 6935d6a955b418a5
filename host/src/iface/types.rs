//! `wasm-host:gpu/types`: plain data, and the conversion of host errors to the WIT `error`.

use crate::bindings::types as wit;
use crate::ctx::GpuCtxView;
use crate::error::{Error, ErrorKind};

impl wit::Host for GpuCtxView<'_> {
    fn convert_error(&mut self, err: Error) -> wasmtime::Result<wit::Error> {
        let (kind, message) = match err {
            Error::Guest { kind, message } => (kind, message),
            Error::Trap(message) => return Err(wasmtime::format_err!("wasm-host fault: {message}")),
        };
        self.ctx.stats.errors += 1;
        if kind == ErrorKind::Truncated {
            self.ctx.stats.truncated += 1;
        }
        tracing::debug!(target: "wasm_host::guest", "{kind}: {message}");
        Ok(to_wit(kind, message))
    }
}

/// The WIT `error` case of `kind`, carrying `message`.
pub(crate) fn to_wit(kind: ErrorKind, message: String) -> wit::Error {
    {
        match kind {
            ErrorKind::Invalid => wit::Error::Invalid(message),
            ErrorKind::Refused => wit::Error::Refused(message),
            ErrorKind::Lost => wit::Error::Lost(message),
            ErrorKind::Read => wit::Error::Read(message),
            ErrorKind::Reserved => wit::Error::Reserved(message),
            ErrorKind::Unparsable => wit::Error::Unparsable(message),
            ErrorKind::Unbounded => wit::Error::Unbounded(message),
            ErrorKind::Truncated => wit::Error::Truncated(message),
            ErrorKind::OutOfRange => wit::Error::OutOfRange(message),
            ErrorKind::Quota => wit::Error::Quota(message),
            ErrorKind::Unsupported => wit::Error::Unsupported(message),
            ErrorKind::Device => wit::Error::Device(message),
        }
    }
}
