//! The wgpu executor's objects behind the executor-neutral handles ([`Buffer`], [`Program`],
//! [`BudgetFlag`], [`Schedule`], a batch context's [`Objects`]): the one place they are unwrapped;
//! a handle of another executor is a named host fault. (A GPU keeps tenants apart by their
//! buffers; the wgpu executor's tenants only keep the buffers they let go of, `pool.rs`.)

use super::batch::GpuObjects;
use super::pool::{GpuBuffer, GpuTenant};
use super::schedule::GpuSchedule;
use super::{GpuProbe, GpuProgram};
use crate::error::{Error, Result};
use crate::exec::batch::Objects;
use crate::exec::{BudgetFlag, Buffer, Program, Schedule, Tenant};

fn foreign(what: &str) -> Error {
    Error::trap(format!("{what} of another executor reached the gpu executor"))
}

pub(super) fn buffer(b: &Buffer) -> Result<&wgpu::Buffer> {
    b.downcast::<GpuBuffer>().map(|b| &b.buffer).ok_or_else(|| foreign("a buffer"))
}

/// The wgpu executor's own tenant behind `t`; `None` for the shared tenant (which keeps no
/// buffers); a tenant of another executor is a host fault, never taken for the shared one.
pub(super) fn tenant(t: &Tenant) -> Result<Option<&GpuTenant>> {
    match t.downcast::<GpuTenant>() {
        Some(own) => Ok(Some(own)),
        None if t.is_shared() => Ok(None),
        None => Err(foreign("a tenant")),
    }
}

pub(super) fn program(p: &Program) -> Result<&GpuProgram> {
    p.downcast::<GpuProgram>().ok_or_else(|| foreign("a program"))
}

pub(super) fn probe(p: &BudgetFlag) -> Result<&GpuProbe> {
    p.downcast::<GpuProbe>().ok_or_else(|| foreign("a probe"))
}

pub(super) fn schedule(s: &Schedule) -> Result<&GpuSchedule> {
    s.downcast::<GpuSchedule>().ok_or_else(|| foreign("a schedule"))
}

pub(super) fn objects(o: &mut Objects) -> Result<&mut GpuObjects> {
    o.downcast_mut::<GpuObjects>().ok_or_else(|| foreign("a batch context"))
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::exec::Census;

    /// Handles of another executor are refused by name, never read as the wgpu executor's own.
    #[test]
    fn foreign_handles_are_host_faults() {
        let census = Arc::new(Census::default());
        let e = buffer(&Buffer::new(&census, 16, 5u64)).unwrap_err();
        assert_eq!(e.kind(), None, "{e}");
        assert!(e.message().contains("a buffer of another executor reached the gpu executor"), "{e}");
        let e = program(&Program::new(&census, 5u64)).err().unwrap();
        assert!(e.message().contains("a program of another executor"), "{e}");
        let mut o: Objects = Box::new(5u64);
        let e = objects(&mut o).err().unwrap();
        assert!(e.message().contains("a batch context of another executor"), "{e}");
        assert!(tenant(&Tenant::shared()).unwrap().is_none());
        let e = tenant(&Tenant::new(7u32)).err().unwrap();
        assert!(e.message().contains("a tenant of another executor"), "{e}");
    }
}
