//! Built-in operations (reductions, scans, histograms) as *passes*: what each dispatches for an
//! input of a given shape, described once by the operation's own module (`reduce::passes`,
//! `scan::passes`, `histogram::passes`) and run two ways: one call at a time
//! (`reductions.*`, [`run`]: a new array per pass, paid by the guest) or as a step of a
//! pipeline, whose instance makes the passes' buffers once per input shape and records their
//! dispatches into its schedule with the kernel steps' (`pipeline`).
//!
//! A pass binds its parameter block, the buffer it writes, then the buffers it reads, each
//! named by [`Buf`]: the operation's input, its result, or one of its scratch arrays. Every
//! pass's program went through the Guard when its module was generated. No WIT types here.

pub mod histogram;
pub mod memo;
mod pass;
pub mod reduce;
pub mod scan;

pub use pass::{Buf, Pass, Passes, grid, lines};

use std::sync::Arc;

use crate::array::{Elem, Origin, ResidentArray, Scalar, Shape};
use crate::error::{Error, Result};
use crate::exec::{Access, Program, ProgramDesc};
use crate::guard::Guard;
use crate::guest::GuestScope;
use crate::histogram::Histograms;
use crate::memo::Memo;
use crate::reduce::{ReduceOp, ReduceTools};

/// A built-in operation with its settings (its one array operand aside).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Op {
    /// `reductions.reduce`: over `axis`, or every element when `None`.
    Reduce { op: ReduceOp, axis: Option<u32> },
    /// `reductions.scan` along `axis`.
    Scan { op: ReduceOp, axis: u32, exclusive: bool },
    /// `reductions.histogram`: `bins` equal bins over [lo, hi).
    Histogram { bins: u32, lo: Scalar, hi: Scalar },
}

impl Op {
    /// Its name in messages and step names (`reduce.sum`, `scan.max`, `histogram`).
    pub fn name(&self) -> String {
        match self {
            Op::Reduce { op, .. } => format!("reduce.{}", op.name()),
            Op::Scan { op, .. } => format!("scan.{}", op.name()),
            Op::Histogram { .. } => "histogram".to_string(),
        }
    }

    /// The element type and rank of the result for an `elem` input of rank `rank`, or the
    /// named error for settings no shape of that rank can satisfy (an axis past the rank, a
    /// histogram's bins or range): what a plan checks before any shape is known.
    pub fn result_kind(&self, elem: Elem, rank: usize) -> Result<(Elem, usize)> {
        let axis_past = |axis: u32| {
            Error::invalid(format!(
                "{}: axis {axis} is past the rank of a rank-{rank} array (axes 0 to {})",
                self.name(),
                rank.saturating_sub(1)
            ))
        };
        match *self {
            Op::Reduce { axis: None, .. } => Ok((elem, 1)),
            Op::Reduce { axis: Some(a), .. } if (a as usize) < rank => Ok((elem, (rank - 1).max(1))),
            Op::Scan { axis, .. } if (axis as usize) < rank => Ok((elem, rank)),
            Op::Reduce { axis: Some(a), .. } | Op::Scan { axis: a, .. } => Err(axis_past(a)),
            Op::Histogram { bins, lo, hi } => {
                crate::histogram::parameters(elem, 1, bins, lo, hi)?;
                Ok((Elem::U32, 1))
            }
        }
    }

    /// The result's shape for an input of `shape` (`invalid` for an axis past its rank).
    pub fn result_shape(&self, input: &Shape) -> Result<Shape> {
        match *self {
            Op::Reduce { axis, .. } => crate::reduce::output_shape(input, axis),
            Op::Scan { .. } => Ok(*input),
            Op::Histogram { bins, .. } => Shape::new(&[bins]),
        }
    }

    /// The result's shape where the settings fix it whatever the input's shape (of `rank`): a
    /// histogram's `[bins]`, a reduction to one value's `[1]`.
    pub fn fixed_shape(&self, rank: usize) -> Option<Shape> {
        match *self {
            Op::Histogram { bins, .. } => Shape::new(&[bins]).ok(),
            Op::Reduce { axis: None, .. } => Shape::new(&[1]).ok(),
            Op::Reduce { axis: Some(_), .. } if rank == 1 => Shape::new(&[1]).ok(),
            _ => None,
        }
    }

    /// The passes of this operation over an `elem` input of `shape` on `scope`'s executor (the
    /// modules made now if the guest has none yet), checked against the device's limits.
    pub fn passes(&self, scope: GuestScope<'_>, tools: &OpTools, elem: Elem, shape: &Shape) -> Result<Passes> {
        let passes = match *self {
            Op::Reduce { op, axis } => crate::reduce::passes(scope, &tools.guard, &tools.reduce, op, elem, shape, axis)?,
            Op::Scan { op, axis, exclusive } => {
                crate::scan::passes(scope, &tools.guard, &tools.scan, (op, elem), shape, axis, exclusive)?
            }
            Op::Histogram { bins, lo, hi } => {
                crate::histogram::passes(scope, &tools.guard, &tools.histograms, elem, shape, bins, lo, hi)?
            }
        };
        Ok(passes)
    }
}

impl Passes {
    /// These passes for a result buffer kept from call to call (a pipeline's): where they add
    /// into the result, a [`clear`] pass first.
    pub fn kept(mut self, scope: GuestScope<'_>, tools: &OpTools) -> Result<Passes> {
        if self.accumulates {
            self.passes.insert(0, clear(scope, &tools.guard, &tools.clears, self.result.bytes(), Buf::Result)?);
            self.accumulates = false;
        }
        Ok(self)
    }
}

/// What the operations make their modules with: the Guard and one guest's caches of generated
/// modules (see `crate::memo`), each operation's its own; scans share the reductions' kernels
/// and the clear (the same caches, not copies). Cheap to clone.
#[derive(Clone, Debug)]
pub struct OpTools {
    pub guard: Guard,
    /// Reductions' kernels and span folds.
    pub reduce: ReduceTools,
    /// Scans' programs and settings.
    pub scan: crate::scan::ScanTools,
    pub histograms: Arc<Histograms>,
    /// The module that zeroes a result ([`clear`]).
    pub clears: Arc<Clears>,
}

/// One guest's [`clear`] module, made on first use.
pub type Clears = Memo<(), Program>;

impl OpTools {
    /// Empty caches checked by `guard`.
    pub fn new(guard: Guard) -> OpTools {
        let reduce = ReduceTools::default();
        let clears = Arc::<Clears>::default();
        let scan = crate::scan::ScanTools {
            programs: Arc::default(),
            reduce: reduce.clone(),
            clears: clears.clone(),
            settings: crate::scan::ScanSettings::default(),
        };
        OpTools { guard, reduce, scan, histograms: Arc::default(), clears }
    }
}

/// Runs `op` over `input` one pass at a time: a new array of the result (counted against the
/// guest), and the passes it took. Every pass's invocations are checked against the guest's
/// limits before any runs; each scratch array and parameter block is paid by the guest until
/// the call returns. Returns without waiting (but for a long lineage's verification).
pub async fn run(
    scope: GuestScope<'_>,
    tools: &OpTools,
    op: &Op,
    input: &ResidentArray,
) -> Result<(ResidentArray, u32)> {
    let source = input.buffer()?;
    let passes = op.passes(scope, tools, input.elem(), input.shape())?;
    let exec = scope.exec;
    scope.check_invocations(&passes.invocations())?;
    let mut scratch = Vec::with_capacity(passes.scratch.len());
    for &bytes in &passes.scratch {
        scratch.push(scope.alloc_array_for_write(bytes)?);
    }
    let bytes = passes.result.bytes();
    let (result, counted) =
        if passes.accumulates { scope.alloc_array(bytes)? } else { scope.alloc_array_for_write(bytes)? };
    let buffer = |b: Buf| match b {
        Buf::Input => Ok(source),
        Buf::Result => Ok(&result),
        Buf::Scratch(i) => {
            scratch.get(i).map(|(s, _)| s).ok_or_else(|| Error::trap("a pass's scratch array"))
        }
    };
    let mut metas = Vec::with_capacity(passes.passes.len());
    for pass in &passes.passes {
        let meta = exec.create_buffer_for_write(scope.tenant, "operation parameters", pass.meta_bytes)?;
        exec.write_buffer(&meta, 0, bytemuck::cast_slice(&pass.words))?;
        metas.push(meta);
    }
    let mut work = Vec::with_capacity(passes.passes.len());
    for (pass, meta) in passes.passes.iter().zip(&metas) {
        let mut bindings = vec![meta, buffer(pass.writes)?];
        for &r in &pass.reads {
            bindings.push(buffer(r)?);
        }
        work.push((&pass.program, bindings, pass.grid));
    }
    // One submission for every pass where the executor can.
    exec.admit(scope.tenant).await;
    let probes = exec.dispatch_all(&work)?;
    let mut origins: Vec<(Buf, Arc<Origin>)> =
        input.origin().map(|o| (Buf::Input, o.clone())).into_iter().collect();
    for (pass, probe) in passes.passes.iter().zip(probes) {
        let inputs: Vec<Arc<Origin>> =
            origins.iter().filter(|(b, _)| pass.reads.contains(b)).map(|(_, o)| o.clone()).collect();
        let origin = Origin::of_dispatch(&pass.name, probe, None, inputs, exec).await?;
        origins.retain(|(b, _)| *b != pass.writes);
        origins.extend(origin.map(|o| (pass.writes, o)));
    }
    let origin = origins.into_iter().find(|(b, _)| *b == Buf::Result).map(|(_, o)| o);
    let array = ResidentArray::new(passes.result, passes.elem, result, origin).counted(counted);
    Ok((array, passes.passes.len() as u32))
}

/// Invocations per workgroup of the [`clear`] module.
const CLEAR_WORKGROUP: u32 = 256;

/// A pass writing zeros over the first `bytes` of `writes` (a result that passes add into,
/// [`Passes::kept`]; a scan's status words, `crate::scan::tree`).
pub fn clear(scope: GuestScope<'_>, guard: &Guard, clears: &Clears, bytes: u64, writes: Buf) -> Result<Pass> {
    let words = u32::try_from(bytes / 4).map_err(|_| Error::quota(format!("{bytes} bytes to clear")))?;
    let grid = grid(scope.exec, words.div_ceil(CLEAR_WORKGROUP));
    let program = clears.get_or_make((), || {
        let text = format!(
            "@group(0) @binding(0) var<storage, read> clear_meta: array<u32>;\n\
             @group(0) @binding(1) var<storage, read_write> clear_out: array<u32>;\n\
             @compute @workgroup_size({CLEAR_WORKGROUP})\n\
             fn main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) groups: vec3<u32>) {{\n    \
             let i = gid.x + gid.y * groups.x * {CLEAR_WORKGROUP}u;\n    \
             if (i < clear_meta[0]) {{ clear_out[i] = 0u; }}\n}}\n"
        );
        let module = guard.check(&text).map_err(Error::from)?;
        let bindings = [Access::Read, Access::ReadWrite];
        scope.exec.create_program(&ProgramDesc { label: "clear", module: &module, entry_point: "main", bindings: &bindings, constants: &[], serial: false  })
    })?;
    Ok(Pass {
        name: "clear".to_string(),
        program,
        words: vec![words],
        meta_bytes: 4,
        grid,
        invocations: u64::from(grid[0]) * u64::from(grid[1]) * u64::from(CLEAR_WORKGROUP),
        writes,
        reads: Vec::new(),
    })
}
