//! Host errors: what a guest can cause or meet, by name, and what is a host fault.
//!
//! Every fallible host operation returns [`Error`]. A guest's mistake (or a device failure the
//! guest meets) is an [`ErrorKind`] with a message a person can act on; the interface layer maps
//! each kind one-to-one onto a case of the WIT `error` variant. A host fault (a broken invariant)
//! is [`Error::Trap`]: it traps the calling guest instead of pretending to be the guest's fault.
//!
//! Invariant: a guest can never panic the host. Code that compiles guest input and is not known
//! never to panic (naga's back ends, wgpu's object creation, Cranelift, the cpu compiler) runs
//! inside [`contain`], which turns a panic into the module's `unsupported`.

use std::fmt;

/// The named classes of guest-visible failure. Each maps to the WIT `error` case of the same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ErrorKind {
    /// WGSL, a descriptor, a shape or a type was refused.
    Invalid,
    /// The guest's own state refuses the request (wrong object state, arity, id).
    Refused,
    /// The context failed earlier and accepts nothing more.
    Lost,
    /// A read-back was refused.
    Read,
    /// The request reaches the host's reserved bind group.
    Reserved,
    /// The module cannot be parsed, so it cannot be bounded.
    Unparsable,
    /// The module's loops cannot be bounded.
    Unbounded,
    /// A shader exhausted its loop budget; its results were discarded.
    Truncated,
    /// A kernel read a strict array outside its shape; its results were discarded.
    OutOfRange,
    /// A quota or limit would be exceeded.
    Quota,
    /// Valid, but not supported here.
    Unsupported,
    /// The device failed (out of memory, lost, a driver error).
    Device,
}

impl ErrorKind {
    /// The WIT name of this kind.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Invalid => "invalid",
            ErrorKind::Refused => "refused",
            ErrorKind::Lost => "lost",
            ErrorKind::Read => "read",
            ErrorKind::Reserved => "reserved",
            ErrorKind::Unparsable => "unparsable",
            ErrorKind::Unbounded => "unbounded",
            ErrorKind::Truncated => "truncated",
            ErrorKind::OutOfRange => "out-of-range",
            ErrorKind::Quota => "quota",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Device => "device",
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A failure of a host operation.
#[derive(Clone, Debug, thiserror::Error)]
pub enum Error {
    /// A failure the guest caused or met, reported to it as a WIT `error`.
    #[error("{kind}: {message}")]
    Guest {
        /// Which named error.
        kind: ErrorKind,
        /// What happened, for a person.
        message: String,
    },
    /// A host fault: traps the guest that met it.
    #[error("host fault: {0}")]
    Trap(String),
}

impl From<wasm_host_wire::Error> for Error {
    fn from(e: wasm_host_wire::Error) -> Self {
        let kind = match e.kind() {
            wasm_host_wire::ErrorKind::Invalid => ErrorKind::Invalid,
            wasm_host_wire::ErrorKind::Quota => ErrorKind::Quota,
        };
        Error::new(kind, e.message())
    }
}

impl Error {
    /// A guest-visible error of `kind`.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error::Guest { kind, message: message.into() }
    }

    /// Shorthand for [`ErrorKind::Invalid`].
    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Invalid, message)
    }

    /// Shorthand for [`ErrorKind::Refused`].
    pub fn refused(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Refused, message)
    }

    /// Shorthand for [`ErrorKind::Quota`].
    pub fn quota(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Quota, message)
    }

    /// Shorthand for [`ErrorKind::Unsupported`].
    pub fn unsupported(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Unsupported, message)
    }

    /// Shorthand for [`ErrorKind::Read`].
    pub fn read(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Read, message)
    }

    /// Shorthand for [`ErrorKind::Device`].
    pub fn device(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Device, message)
    }

    /// A host fault.
    pub fn trap(message: impl Into<String>) -> Self {
        Error::Trap(message.into())
    }

    /// The named kind, or `None` for a host fault.
    pub fn kind(&self) -> Option<ErrorKind> {
        match self {
            Error::Guest { kind, .. } => Some(*kind),
            Error::Trap(_) => None,
        }
    }

    /// The message without the kind.
    pub fn message(&self) -> &str {
        match self {
            Error::Guest { message, .. } | Error::Trap(message) => message,
        }
    }
}

/// Result of a host operation.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Runs `f`, turning a panic inside it into [`ErrorKind::Unsupported`] naming `what`.
///
/// The second wall around code that compiles guest input and is not ours to fix (naga's back
/// ends, wgpu's pipeline creation, the driver's compiler front, wasmtime's compiler) or is ours
/// but must never take the host down (the cpu compiler). The Guard refuses the constructs
/// known to panic a back end before any back end sees them; this catches the ones not known
/// yet. What `f` touched must stay usable after a panic: these calls build new objects from
/// their inputs and change no shared state before they return.
pub fn contain<T>(what: &str, f: impl FnOnce() -> T) -> Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
        let cause = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "no message".to_string());
        tracing::error!(target: "wasm_host", "{what} panicked: {cause}");
        Error::unsupported(format!(
            "{what} failed on this module (a compiler panicked: {cause}); the module cannot run here"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_contained_panic_is_a_named_error() {
        assert_eq!(contain("adding", || 1 + 1).unwrap(), 2);
        let e = contain("the test compiler", || -> u32 { panic!("boom {}", 7) }).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Unsupported));
        assert!(e.message().starts_with("the test compiler failed on this module"), "{e}");
        assert!(e.message().contains("boom 7"), "{e}");
    }
}
