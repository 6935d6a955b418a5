//! The executor trait: what the kernel, plan and batch layers ask of whatever runs the work.
//!
//! An executor owns buffers and compiled programs and runs dispatches over them. Nothing above
//! this trait knows whether a GPU (through wgpu, [`gpu::GpuExecutor`]) or, later, the host's own
//! cpu executor runs the work. Programs are made only from a [`GuardedModule`], so nothing that
//! skipped the Guard can run.

pub mod gpu;

use std::any::Any;
use std::fmt;
use std::sync::Arc;

use crate::error::Result;
use crate::guard::GuardedModule;

/// Which kind of executor ran the work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendKind {
    /// A GPU (or a GPU driver) through wgpu.
    Gpu,
    /// The host's cpu executor.
    Cpu,
}

/// What actually executes: the kind and a human-readable name (adapter, driver, backend API).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackendInfo {
    /// Which executor.
    pub kind: BackendKind,
    /// The adapter and driver, for a person.
    pub name: String,
}

/// Limits of an executor that the layers above check before asking for work.
#[derive(Clone, Debug)]
pub struct ExecLimits {
    /// Bind groups a pipeline may use (the Guard reserves the last one).
    pub max_bind_groups: u32,
    /// Storage buffers one program may bind.
    pub max_storage_buffers: u32,
    /// Workgroups per dimension of one dispatch.
    pub max_workgroups_per_dimension: u32,
    /// The largest buffer a program may bind, in bytes.
    pub max_buffer_bytes: u64,
    /// The most loop iterations per invocation the driver runs faithfully, where it stops loops
    /// by itself (lavapipe silently stops any loop after 65,535 iterations in total per
    /// invocation). The Guard keeps its budget below this, so its own cut (and `truncated`)
    /// always comes first.
    pub max_loop_iterations: Option<u32>,
}

/// How a program accesses one binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `var<storage, read>`.
    Read,
    /// `var<storage, read_write>`.
    ReadWrite,
}

/// What a program is made from.
#[derive(Debug)]
pub struct ProgramDesc<'a> {
    /// A label for diagnostics.
    pub label: &'a str,
    /// The module, as the Guard passed it.
    pub module: &'a GuardedModule,
    /// The compute entry point to run.
    pub entry_point: &'a str,
    /// The storage bindings of group 0, in binding order.
    pub bindings: &'a [Access],
    /// Values for the module's `override`s, by name.
    pub constants: &'a [(String, f64)],
}

/// A buffer of an executor. Cloning shares it; the memory is freed when the last clone drops
/// (and the executor no longer uses it).
#[derive(Clone)]
pub struct Buffer {
    size: u64,
    inner: Arc<dyn Any + Send + Sync>,
}

impl Buffer {
    /// Wraps an executor's own buffer object.
    pub fn new<T: Any + Send + Sync>(size: u64, inner: T) -> Buffer {
        Buffer { size, inner: Arc::new(inner) }
    }

    /// Size in bytes.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref()
    }
}

impl fmt::Debug for Buffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Buffer").field("size", &self.size).finish_non_exhaustive()
    }
}

/// A compiled program of an executor.
#[derive(Clone)]
pub struct Program {
    inner: Arc<dyn Any + Send + Sync>,
}

impl Program {
    /// Wraps an executor's own program object.
    pub fn new<T: Any + Send + Sync>(inner: T) -> Program {
        Program { inner: Arc::new(inner) }
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref()
    }
}

impl fmt::Debug for Program {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Program").finish_non_exhaustive()
    }
}

/// The loop-budget flag of one dispatch of a bounded program: whether any invocation was cut.
/// Read it with [`Executor::probe`] once the work is done (which waits for it).
#[derive(Clone)]
pub struct Probe {
    budget: u32,
    inner: Arc<dyn Any + Send + Sync>,
}

impl Probe {
    /// Wraps an executor's own probe object for a dispatch that ran with budget `budget`.
    pub fn new<T: Any + Send + Sync>(budget: u32, inner: T) -> Probe {
        Probe { budget, inner: Arc::new(inner) }
    }

    /// The loop budget B the dispatch ran with.
    pub fn budget(&self) -> u32 {
        self.budget
    }

    /// The executor's own object, if it is a `T`.
    pub fn downcast<T: Any>(&self) -> Option<&T> {
        self.inner.downcast_ref()
    }
}

impl fmt::Debug for Probe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Probe").field("budget", &self.budget).finish_non_exhaustive()
    }
}

/// Runs programs over buffers. Work is ordered: a dispatch sees every earlier write and
/// dispatch, and a read sees every earlier dispatch.
pub trait Executor: Send + Sync + fmt::Debug {
    /// What runs the work.
    fn backend(&self) -> &BackendInfo;

    /// The limits the layers above check.
    fn limits(&self) -> &ExecLimits;

    /// A zero-filled buffer of `size` bytes (a multiple of 4, at least 4).
    fn create_buffer(&self, label: &str, size: u64) -> Result<Buffer>;

    /// Writes `data` at `offset` (both multiples of 4), ordered after all earlier work.
    fn write_buffer(&self, buffer: &Buffer, offset: u64, data: &[u8]) -> Result<()>;

    /// Copies the whole buffer out, after all earlier work finished.
    fn read_buffer(&self, buffer: &Buffer) -> Result<Vec<u8>>;

    /// Compiles a program.
    fn create_program(&self, desc: &ProgramDesc<'_>) -> Result<Program>;

    /// Runs `program` over `workgroups` with `bindings` as group 0 (in binding order). Does not
    /// wait for the work to finish. For a program of a loop-bounded module, arms the flag (clear
    /// before, budget for this dispatch's size) and returns the [`Probe`] that reports a cut.
    fn dispatch(
        &self,
        program: &Program,
        bindings: &[&Buffer],
        workgroups: [u32; 3],
    ) -> Result<Option<Probe>>;

    /// Waits for all work submitted so far and tells, for each probe, whether a loop was cut.
    fn probe(&self, probes: &[&Probe]) -> Result<Vec<bool>>;
}
