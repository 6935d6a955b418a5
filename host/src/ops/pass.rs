//! The vocabulary every built-in operation speaks: a [`Pass`] (one dispatch: a program, its
//! parameter words, its grid and the buffers it binds, named by [`Buf`]), an operation's
//! [`Passes`] for one input shape, and the grid and line counts the operations' modules share.

use crate::array::{Elem, Shape};
use crate::error::{Error, Result};
use crate::exec::Program;

/// A buffer a pass binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buf {
    /// The operation's input.
    Input,
    /// Its result.
    Result,
    /// Its scratch array at this index ([`Passes::scratch`]).
    Scratch(usize),
}

/// One dispatch of an operation.
#[derive(Clone, Debug)]
pub struct Pass {
    /// For messages (a `truncated` names it).
    pub name: String,
    pub program: Program,
    /// Its parameter block's words, and the block's size in bytes (at least 4 per word).
    pub words: Vec<u32>,
    pub meta_bytes: u64,
    pub grid: [u32; 3],
    /// Its invocations, against the guest's limits.
    pub invocations: u64,
    /// What it binds after its parameter block: the buffer it writes, then those it reads
    /// (and, for a scan by look-back, its status words, which it also writes: scratch of its
    /// own, cleared by the pass before it).
    pub writes: Buf,
    pub reads: Vec<Buf>,
}

/// What an operation dispatches for one input shape.
#[derive(Clone, Debug)]
pub struct Passes {
    /// The result's shape and element type.
    pub result: Shape,
    pub elem: Elem,
    /// The bytes of each scratch array.
    pub scratch: Vec<u64>,
    /// In order.
    pub passes: Vec<Pass>,
    /// Whether the passes add into the result, which must start zeroed (a histogram).
    pub accumulates: bool,
}

impl Passes {
    /// Each pass's invocations, for `GuestScope::check_invocations`.
    pub fn invocations(&self) -> Vec<u64> {
        self.passes.iter().map(|p| p.invocations).collect()
    }

    /// The bytes the passes need besides their input and result: scratch arrays and
    /// parameter blocks.
    pub fn extra_bytes(&self) -> u64 {
        self.scratch.iter().sum::<u64>() + self.passes.iter().map(|p| p.meta_bytes).sum::<u64>()
    }
}

/// The lines of `shape` along an axis of extent `n`: its elements over `n` (`quota` past a
/// u32).
pub fn lines(shape: &Shape, n: u32) -> Result<u32> {
    u32::try_from(shape.len() / u64::from(n.max(1)))
        .map_err(|_| Error::quota(format!("an array of shape {shape} has too many lines")))
}

/// The grid of `groups` workgroups on `exec`: one row of them, or rows as even as they divide
/// where they are more than a dimension allows (a module then skips those past the last).
pub fn grid(exec: &dyn crate::exec::Executor, groups: u32) -> [u32; 3] {
    let max = exec.limits().max_workgroups_per_dimension.max(1);
    let rows = groups.div_ceil(max).max(1);
    [groups.div_ceil(rows), rows, 1]
}

