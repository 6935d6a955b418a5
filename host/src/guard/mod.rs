//! The Guard: the only way WGSL becomes something an executor accepts.
//!
//! [`Guard::check`] parses WGSL with naga, validates it, applies the host's checks and returns a
//! [`GuardedModule`]. That type's fields are private and this module is the only place that
//! makes one, so "no WGSL reaches an executor except through the Guard" holds by construction.
//!
//! What the Guard does today: parse, validate, refuse resource bindings in the reserved group,
//! and count what it saw. The loop budget (rewriting every loop so it is bounded) is the next
//! step of this module; until it lands, modules are passed through unrewritten and
//! [`GuardedModule::rewritten`] is `false`.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};

use crate::error::{Error, ErrorKind};

/// The Guard's settings.
#[derive(Clone, Debug)]
pub struct GuardPolicy {
    /// The reserved bind group: modules may not declare bindings in it or above.
    pub reserved_group: u32,
    /// The largest WGSL source accepted, in bytes.
    pub max_source_bytes: usize,
}

impl Default for GuardPolicy {
    fn default() -> Self {
        GuardPolicy { reserved_group: 3, max_source_bytes: 1 << 20 }
    }
}

/// Where in the WGSL text a diagnostic points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourcePos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub column: u32,
    /// 0-based byte offset.
    pub offset: u32,
}

/// A refusal by the Guard: the named kind, a message, and where in the source it points.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{message}")]
pub struct GuardError {
    /// The named error.
    pub kind: ErrorKind,
    /// naga's message (or the Guard's), without the position.
    pub message: String,
    /// Where the problem is, when known.
    pub pos: Option<SourcePos>,
}

impl GuardError {
    fn at(kind: ErrorKind, message: String, loc: Option<naga::SourceLocation>) -> Self {
        GuardError {
            kind,
            message,
            pos: loc.map(|l| SourcePos { line: l.line_number, column: l.line_position, offset: l.offset }),
        }
    }

    /// The message prefixed with `line:column` when known.
    pub fn describe(&self) -> String {
        match self.pos {
            Some(p) => format!("{}:{}: {}", p.line, p.column, self.message),
            None => self.message.clone(),
        }
    }
}

impl From<GuardError> for Error {
    fn from(e: GuardError) -> Self {
        Error::new(e.kind, e.describe())
    }
}

/// A module that passed the Guard: parsed, validated, checked. Only [`Guard::check`] makes one.
#[derive(Debug)]
pub struct GuardedModule {
    module: naga::Module,
    info: ModuleInfo,
    rewritten: bool,
}

impl GuardedModule {
    /// The validated naga module.
    pub fn module(&self) -> &naga::Module {
        &self.module
    }

    /// naga's analysis of the module (types of every expression, uniformity).
    pub fn info(&self) -> &ModuleInfo {
        &self.info
    }

    /// Whether the Guard rewrote the module (bounded its loops).
    pub fn rewritten(&self) -> bool {
        self.rewritten
    }
}

/// What the Guard has done since the runtime started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GuardStats {
    /// Modules checked.
    pub seen: u64,
    /// Modules rewritten.
    pub rewritten: u64,
    /// Modules refused (any named error).
    pub refused: u64,
    /// Time spent checking, in microseconds.
    pub micros: u64,
}

#[derive(Debug, Default)]
struct Counters {
    seen: AtomicU64,
    rewritten: AtomicU64,
    refused: AtomicU64,
    micros: AtomicU64,
}

/// The Guard: a policy and its counters. Cheap to clone; clones share the counters.
#[derive(Clone, Debug)]
pub struct Guard {
    policy: GuardPolicy,
    counters: Arc<Counters>,
}

impl Guard {
    /// A Guard enforcing `policy`.
    pub fn new(policy: GuardPolicy) -> Self {
        Guard { policy, counters: Arc::default() }
    }

    /// The policy in force.
    pub fn policy(&self) -> &GuardPolicy {
        &self.policy
    }

    /// The counters so far.
    pub fn stats(&self) -> GuardStats {
        let c = &self.counters;
        GuardStats {
            seen: c.seen.load(Ordering::Relaxed),
            rewritten: c.rewritten.load(Ordering::Relaxed),
            refused: c.refused.load(Ordering::Relaxed),
            micros: c.micros.load(Ordering::Relaxed),
        }
    }

    /// Parses, validates and checks `source`.
    pub fn check(&self, source: &str) -> Result<GuardedModule, GuardError> {
        let start = Instant::now();
        let result = self.check_inner(source);
        let c = &self.counters;
        c.seen.fetch_add(1, Ordering::Relaxed);
        c.micros.fetch_add(start.elapsed().as_micros() as u64, Ordering::Relaxed);
        match &result {
            Ok(m) if m.rewritten => {
                c.rewritten.fetch_add(1, Ordering::Relaxed);
            }
            Ok(_) => {}
            Err(_) => {
                c.refused.fetch_add(1, Ordering::Relaxed);
            }
        }
        result
    }

    fn check_inner(&self, source: &str) -> Result<GuardedModule, GuardError> {
        if source.len() > self.policy.max_source_bytes {
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "WGSL source is {} bytes, over the limit of {} bytes",
                    source.len(),
                    self.policy.max_source_bytes
                ),
                None,
            ));
        }
        let module = naga::front::wgsl::parse_str(source).map_err(|e| {
            let mut message = e.message().to_string();
            for (_, label) in e.labels() {
                if !label.is_empty() && label != e.message() {
                    message.push_str(&format!(" ({label})"));
                }
            }
            GuardError::at(ErrorKind::Invalid, message, e.location(source))
        })?;
        let info = validate(&module, source)?;
        self.check_reserved(&module, source)?;
        Ok(GuardedModule { module, info, rewritten: false })
    }

    fn check_reserved(&self, module: &naga::Module, source: &str) -> Result<(), GuardError> {
        let reserved = self.policy.reserved_group;
        for (handle, var) in module.global_variables.iter() {
            if let Some(binding) = &var.binding
                && binding.group >= reserved
            {
                let name = var.name.as_deref().unwrap_or("<unnamed>");
                return Err(GuardError::at(
                    ErrorKind::Reserved,
                    format!(
                        "`{name}` is bound at @group({}) @binding({}); groups {reserved} and above \
                         are reserved by the host",
                        binding.group, binding.binding
                    ),
                    module.global_variables.get_span(handle).location(source).into(),
                ));
            }
        }
        Ok(())
    }
}

fn validate(module: &naga::Module, source: &str) -> Result<ModuleInfo, GuardError> {
    Validator::new(ValidationFlags::all(), Capabilities::default()).validate(module).map_err(|e| {
        let mut message = e.as_inner().to_string();
        let mut cause: Option<&dyn std::error::Error> = std::error::Error::source(e.as_inner());
        while let Some(c) = cause {
            message.push_str(&format!(": {c}"));
            cause = c.source();
        }
        // The narrowest span is the most specific (the statement, not the whole function).
        let narrowest = e
            .spans()
            .filter_map(|(span, _)| span.to_range().map(|r| (r.len(), *span)))
            .min_by_key(|(len, _)| *len)
            .map(|(_, span)| span.location(source));
        GuardError::at(ErrorKind::Invalid, message, narrowest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard() -> Guard {
        Guard::new(GuardPolicy::default())
    }

    #[test]
    fn parse_errors_carry_line_and_column() {
        let err = guard().check("fn f() -> f32 {\n  return 1.0 +;\n}\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        let pos = err.pos.expect("a position");
        assert_eq!(pos.line, 2, "{}", err.describe());
        assert!(err.describe().starts_with("2:"), "{}", err.describe());
    }

    #[test]
    fn validation_errors_carry_line_and_column() {
        let err = guard().check("fn f() -> f32 {\n  return 1u;\n}\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        assert_eq!(err.pos.map(|p| p.line), Some(2), "{}", err.describe());
    }

    #[test]
    fn reserved_group_is_refused() {
        let err =
            guard().check("@group(3) @binding(0) var<storage, read_write> flag: array<u32>;\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Reserved);
        assert!(err.message.contains("`flag`"), "{}", err.message);
    }

    #[test]
    fn oversized_source_is_a_quota_error() {
        let g = Guard::new(GuardPolicy { max_source_bytes: 16, ..GuardPolicy::default() });
        assert_eq!(g.check(&" ".repeat(17)).unwrap_err().kind, ErrorKind::Quota);
    }

    #[test]
    fn counters_count() {
        let g = guard();
        g.check("fn f() -> u32 { return 1u; }").unwrap();
        g.check("fn f( {").unwrap_err();
        let s = g.stats();
        assert_eq!((s.seen, s.refused, s.rewritten), (2, 1, 0));
    }
}
