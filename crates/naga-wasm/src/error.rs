//! What [`compile`](crate::compile) answers when it cannot compile a kernel, and the compiler's
//! internal failure type, which also carries the vectorizer's refusals (never seen outside: a
//! kernel the vectorizer refuses compiles to scalar code, and [`Path`](crate::Path) says why).

use std::fmt;

/// A position in the module's source (1-based; the column counts bytes, as naga's
/// `Span::location` does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    /// Line, from 1.
    pub line: u32,
    /// Byte column, from 1.
    pub column: u32,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// Why a kernel was not compiled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A construct this back end does not compile (docs/design/cpu-executor.md lists them).
    Unsupported {
        /// The construct, as a phrase ("a barrier inside a switch").
        construct: String,
        /// Where it is, when the source was given ([`Options::source`](crate::Options::source)).
        at: Option<Location>,
    },
    /// A function needs more locals than a wasm function may have ([`abi::MAX_LOCALS`]) once
    /// its values are scalarized and its helpers inlined.
    ///
    /// [`abi::MAX_LOCALS`]: crate::abi::MAX_LOCALS
    Locals {
        /// Locals the function needs.
        needed: usize,
    },
    /// Over one of the back end's [`Limits`](crate::Limits), or a budget of the compiler's own
    /// (inlining, values per scalar); the message names it.
    Quota(String),
    /// The module or the options do not fit together (an override-sized array the overrides
    /// do not size).
    Invalid(String),
    /// A module that passed naga's validator reached a state the compiler does not expect, or
    /// the options name no compute entry point of the module.
    Internal(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Unsupported { construct, at } => {
                write!(f, "{construct}")?;
                if let Some(at) = at {
                    write!(f, " (at {at})")?;
                }
                Ok(())
            }
            Error::Locals { needed } => write!(
                f,
                "functions that need more than {} wasm locals once scalarized and inlined ({needed})",
                crate::abi::MAX_LOCALS
            ),
            Error::Quota(m) | Error::Invalid(m) | Error::Internal(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for Error {}

/// A failure inside the compiler: an [`Error`], the vectorizer's refusal (the caller then
/// compiles the kernel to scalar code), or the interleaving's (the caller then compiles it
/// vectorized without pairs; see `func::pairs`).
#[derive(Debug)]
pub(crate) enum Fail {
    Error(Error),
    NotVectorized(String),
    NotPaired(String),
}

impl From<Error> for Fail {
    fn from(e: Error) -> Self {
        Fail::Error(e)
    }
}

pub(crate) type Result<T> = std::result::Result<T, Fail>;

/// `what` is not compiled by this back end.
pub(crate) fn unsupported(what: impl fmt::Display) -> Fail {
    unsupported_at(what, None)
}

/// `what`, at `at`, is not compiled by this back end.
pub(crate) fn unsupported_at(what: impl fmt::Display, at: Option<Location>) -> Fail {
    Fail::Error(Error::Unsupported { construct: what.to_string(), at })
}

/// The vectorizer does not handle `what`: the kernel falls back to scalar code.
pub(crate) fn novec(what: impl fmt::Display) -> Fail {
    Fail::NotVectorized(what.to_string())
}

/// Interleaving does not handle `what`: the kernel is compiled again without pairs.
pub(crate) fn nopair(what: impl fmt::Display) -> Fail {
    Fail::NotPaired(what.to_string())
}

/// Over a limit or budget.
pub(crate) fn quota(what: impl Into<String>) -> Fail {
    Fail::Error(Error::Quota(what.into()))
}

/// The module and the options do not fit together.
pub(crate) fn invalid(what: impl Into<String>) -> Fail {
    Fail::Error(Error::Invalid(what.into()))
}

/// A state the compiler does not expect.
pub(crate) fn internal(what: impl Into<String>) -> Fail {
    Fail::Error(Error::Internal(what.into()))
}
