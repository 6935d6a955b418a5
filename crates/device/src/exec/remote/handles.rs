//! The GPU process client's objects behind the executor-neutral handles ([`Buffer`],
//! [`Program`], [`BudgetFlag`], [`Schedule`], [`Tenant`], a batch context's [`Objects`]): the one
//! place they are unwrapped. A handle of another executor is a named host fault, never a
//! fallback (a tenant of another executor does not become the shared tenant); a handle whose
//! process has died answers that process's death.

use super::{RemoteBuffer, RemoteContext, RemoteProbe, RemoteProgram, RemoteSchedule, RemoteTenant};
use crate::error::{Error, Result};
use crate::exec::batch::Objects;
use crate::exec::{BudgetFlag, Buffer, Dispatch, Program, Schedule, Tenant};

fn foreign(what: &str) -> Error {
    Error::trap(format!("{what} of another executor reached the GPU process's"))
}

/// The process's id of `tenant` (0: the shared tenant).
pub(super) fn tenant(t: &Tenant) -> Result<u64> {
    match t.downcast::<RemoteTenant>() {
        Some(t) => Ok(t.0),
        None if t.is_shared() => Ok(0),
        None => Err(foreign("a tenant")),
    }
}

/// A tenant of this executor, with its fences in flight; `None` for the shared tenant or
/// another executor's (not held back by admission; its dispatch names a foreign tenant).
pub(super) fn tenant_markers(t: &Tenant) -> Option<&RemoteTenant> {
    t.downcast::<RemoteTenant>()
}

/// A buffer of a live process.
pub(super) fn buffer(b: &Buffer) -> Result<&RemoteBuffer> {
    let b = b.downcast::<RemoteBuffer>().ok_or_else(|| foreign("a buffer"))?;
    b.link.alive()?;
    Ok(b)
}

/// A program (not checked alive: callers check it against the link they use).
pub(super) fn program(p: &Program) -> Result<&RemoteProgram> {
    p.downcast::<RemoteProgram>().ok_or_else(|| foreign("a program"))
}

pub(super) fn probe(p: &BudgetFlag) -> Result<&RemoteProbe> {
    p.downcast::<RemoteProbe>().ok_or_else(|| foreign("a probe"))
}

/// A schedule of a live process, with the dispatches it was prepared from.
pub(super) fn schedule(s: &Schedule) -> Result<&(Vec<Dispatch>, RemoteSchedule)> {
    let s = s.downcast::<(Vec<Dispatch>, RemoteSchedule)>().ok_or_else(|| foreign("a schedule"))?;
    s.1.link.alive()?;
    Ok(s)
}

/// A batch context of a live process.
pub(super) fn context(objects: &mut Objects) -> Result<&RemoteContext> {
    let c = objects.downcast_ref::<RemoteContext>().ok_or_else(|| foreign("a batch context"))?;
    c.link.alive()?;
    Ok(c)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::exec::Census;

    /// A tenant or a buffer of another executor is refused by name (a foreign tenant used to
    /// become the process's shared tenant, 0); the shared tenant is 0.
    #[test]
    fn foreign_handles_are_host_faults() {
        assert_eq!(tenant(&Tenant::shared()).unwrap(), 0);
        let e = tenant(&Tenant::new(7u32)).unwrap_err();
        assert_eq!(e.kind(), None, "{e}");
        assert!(e.message().contains("a tenant of another executor"), "{e}");
        let census = Arc::new(Census::default());
        let e = buffer(&Buffer::new(&census, 16, 5u64)).err().unwrap();
        assert!(e.message().contains("a buffer of another executor"), "{e}");
        let mut objects: Objects = Box::new(5u64);
        let e = context(&mut objects).err().unwrap();
        assert!(e.message().contains("a batch context of another executor"), "{e}");
    }
}
