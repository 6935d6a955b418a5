//! The cpu executor's objects behind the executor-neutral handles ([`Buffer`], [`Program`],
//! [`BudgetFlag`], [`Tenant`], [`Schedule`], a batch context's [`Objects`]): the one place they are
//! unwrapped. A handle of another executor is a named host fault here, never a fallback: a
//! tenant of another executor does not become the shared memory.

use std::sync::Arc;

use super::batch::CpuObjects;
use super::memory::{Heap, Region};
use super::schedule::CpuSchedule;
use super::{CpuProbe, CpuProgram, CpuTenant};
use crate::error::{Error, Result};
use crate::exec::batch::Objects;
use crate::exec::{BudgetFlag, Buffer, Program, Schedule, Tenant};

fn foreign(what: &str) -> Error {
    Error::trap(format!("{what} of another executor reached the cpu executor"))
}

/// A buffer's region of a tenant's memory.
pub(super) fn region(b: &Buffer) -> Result<&Region> {
    b.downcast::<Region>().ok_or_else(|| foreign("a buffer"))
}

pub(super) fn program(p: &Program) -> Result<&CpuProgram> {
    p.downcast::<CpuProgram>().ok_or_else(|| foreign("a program"))
}

pub(super) fn probe(p: &BudgetFlag) -> Result<&CpuProbe> {
    p.downcast::<CpuProbe>().ok_or_else(|| foreign("a probe"))
}

pub(super) fn schedule(s: &Schedule) -> Result<&Arc<CpuSchedule>> {
    s.downcast::<Arc<CpuSchedule>>().ok_or_else(|| foreign("a schedule"))
}

pub(super) fn objects(o: &mut Objects) -> Result<&mut CpuObjects> {
    o.downcast_mut::<CpuObjects>().ok_or_else(|| foreign("a batch context"))
}

/// The memory of `tenant`: its own, or `shared` (the executor's) for the shared tenant. A
/// tenant that another cpu executor opened is foreign too.
pub(super) fn heap<'a>(shared: &'a Arc<Heap>, tenant: &'a Tenant) -> Result<&'a Arc<Heap>> {
    match tenant.downcast::<CpuTenant>() {
        Some(t) if std::ptr::eq(t.executor.as_ptr(), Arc::as_ptr(shared)) => Ok(&t.heap),
        Some(_) => Err(foreign("a tenant")),
        None if tenant.is_shared() => Ok(shared),
        None => Err(foreign("a tenant")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::{CpuExecutor, CpuOptions};
    use crate::exec::{Census, Executor, Tenant};
    use std::sync::Arc;

    /// A handle of another executor is refused by name, never taken for the shared tenant's or
    /// read as some other object (before the handles were checked here, a foreign tenant's
    /// buffers were made in the shared memory).
    #[test]
    fn foreign_handles_are_host_faults() {
        let exec = CpuExecutor::new(&CpuOptions::default()).unwrap();
        let e = exec.create_buffer(&Tenant::new(7u32), "x", 16).unwrap_err();
        assert_eq!(e.kind(), None, "{e}");
        assert!(e.message().contains("a tenant of another executor"), "{e}");
        let e = crate::exec::batch::BatchExecutor::open(&exec, &Tenant::new(7u32)).err().unwrap();
        assert!(e.message().contains("a tenant of another executor"), "{e}");
        // The shared tenant and the executor's own tenants are its own.
        exec.create_buffer(&Tenant::shared(), "x", 16).unwrap();
        let own = exec.open_tenant().unwrap();
        let b = exec.create_buffer(&own, "x", 16).unwrap();
        assert_eq!(crate::exec::block_on(exec.read_buffer(&b)).unwrap(), vec![0; 4]);
        // A buffer that is not one of the executor's.
        let census = Arc::new(Census::default());
        let foreign = crate::exec::Buffer::new(&census, 16, 5u64);
        let e = crate::exec::block_on(exec.read_buffer(&foreign)).unwrap_err();
        assert!(e.message().contains("a buffer of another executor"), "{e}");
        let e = exec.copy_buffer(&b, &foreign).unwrap_err();
        assert!(e.message().contains("a buffer of another executor"), "{e}");
        // A tenant of another cpu executor (the same types, another memory and engine).
        let other = CpuExecutor::new(&CpuOptions::default()).unwrap();
        let theirs = other.open_tenant().unwrap();
        let e = exec.create_buffer(&theirs, "x", 16).unwrap_err();
        assert!(e.message().contains("a tenant of another executor"), "{e}");
        let e = crate::exec::batch::BatchExecutor::open(&exec, &theirs).err().unwrap();
        assert!(e.message().contains("a tenant of another executor"), "{e}");
        other.create_buffer(&theirs, "x", 16).unwrap();
    }
}
