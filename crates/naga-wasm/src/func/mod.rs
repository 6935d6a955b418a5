//! Function bodies: naga statements and expressions to wasm instructions.
//!
//! Every value is a list of wasm locals, one per scalar ([`Leaf`]). Expressions covered by an
//! `Emit` are computed there once and kept; constant expressions (which naga does not emit) are
//! materialized again at each use, so a value computed in one branch is never read in another.
//! Pointers are not values: a pointer expression resolves to a [`Place`] where it is used.
//!
//! This file holds the function context ([`FnCx`], its [`Lowering`]) and the frames around a body:
//! the entry point's dispatch and invocation loops ([`compile_entry`]) and helpers
//! ([`compile_helper`]). The body's IR by concern: `statements` (control flow, stores, calls),
//! `atomics`, `places` (pointers, bounds, loads and stores), `values` (expressions); `emitter`
//! the code, locals and blocks they write; the modes' own: `vector` (SIMD128 lanes, with `rows`
//! its bounds tests decided per row and `pairs` its loops run two vectors at a time) and
//! `workitems` (kernels with barriers).

use std::collections::{HashMap, HashSet};

use naga::{Expression, Handle, Statement, TypeInner};
use wasm_encoder::{BlockType, Function, Instruction as I, MemArg, ValType};

use crate::TableBinding;
use crate::abi::table;
use crate::error::{Error, Location, Result, internal, quota, unsupported};
use crate::module::{ConstVal, Leaf, ModuleCx};

/// Calls `f` with every function `block` calls (directly).
pub(super) fn calls(block: &naga::Block, f: &mut impl FnMut(Handle<naga::Function>)) {
    for s in block.iter() {
        match s {
            Statement::Call { function, .. } => f(*function),
            Statement::Block(b) => calls(b, f),
            Statement::If { accept, reject, .. } => {
                calls(accept, f);
                calls(reject, f);
            }
            Statement::Switch { cases, .. } => cases.iter().for_each(|c| calls(&c.body, f)),
            Statement::Loop { body, continuing, .. } => {
                calls(body, f);
                calls(continuing, f);
            }
            _ => {}
        }
    }
}

/// Whether `block` contains a barrier, directly or in a function it calls (`known` holds the
/// answer for every function declared before: naga orders callees first).
pub(super) fn has_barrier(block: &naga::Block, known: &HashMap<Handle<naga::Function>, bool>) -> bool {
    block.iter().any(|s| stmt_has_barrier(s, known))
}

fn stmt_has_barrier(s: &Statement, known: &HashMap<Handle<naga::Function>, bool>) -> bool {
    match s {
        Statement::ControlBarrier(_)
        | Statement::MemoryBarrier(_)
        | Statement::WorkGroupUniformLoad { .. } => true,
        Statement::Call { function, .. } => known.get(function).copied().unwrap_or(false),
        Statement::Block(b) => has_barrier(b, known),
        Statement::If { accept, reject, .. } => has_barrier(accept, known) || has_barrier(reject, known),
        Statement::Switch { cases, .. } => cases.iter().any(|c| has_barrier(&c.body, known)),
        Statement::Loop { body, continuing, .. } => {
            has_barrier(body, known) || has_barrier(continuing, known)
        }
        _ => false,
    }
}

fn emitted(block: &naga::Block, out: &mut HashSet<Handle<Expression>>) {
    for s in block.iter() {
        match s {
            Statement::Emit(r) => out.extend(r.clone()),
            Statement::Block(b) => emitted(b, out),
            Statement::If { accept, reject, .. } => {
                emitted(accept, out);
                emitted(reject, out);
            }
            Statement::Switch { cases, .. } => cases.iter().for_each(|c| emitted(&c.body, out)),
            Statement::Loop { body, continuing, .. } => {
                emitted(body, out);
                emitted(continuing, out);
            }
            _ => {}
        }
    }
}

fn mem(offset: u32) -> MemArg {
    MemArg { offset: u64::from(offset), align: 2, memory_index: 0 }
}

/// A vector lane's byte offset into a buffer where its exact offset is negative or at least
/// 2^32 − 1 (see `vector::vindex_buffer`): no binding is that long.
const OOB: i32 = -1;

/// A structured-control label, for `br` depths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Other,
    LoopBreak,
    LoopTop,
    LoopContinue,
    SwitchEnd,
    InvocationEnd,
    /// The end of one invocation's turn through a region (kernels with barriers).
    RegionEnd,
    /// The end of an inlined function's body.
    InlineEnd,
    /// The end of a workgroup (kernels with barriers).
    WorkgroupEnd,
}

/// Where a pointer points.
#[derive(Clone, Debug)]
enum Place {
    /// In memory: binding `slot`, at byte `dynamic + offset` from its base.
    Mem { slot: u32, dynamic: Option<u32>, offset: u32, ty: TypeInner },
    /// In wasm locals (`globals: false`) or globals, one per leaf.
    Vars { globals: bool, leaves: Vec<u32>, ty: TypeInner },
    /// One element, chosen at run time by local `index`, of `candidates`.
    Dyn { globals: bool, candidates: Vec<Vec<u32>>, index: u32, ty: TypeInner },
}

/// A function's compilation state: what an inlined callee's replaces while it is compiled
/// (the caller's, kept), and what each of two interleaved copies of a body has of its own (see
/// `pairs`). [`FnCx::swap_state`] trades it with the context's.
struct FnState<'m> {
    f: &'m naga::Function,
    finfo: &'m naga::valid::FunctionInfo,
    values: HashMap<Handle<Expression>, Vec<u32>>,
    emitted: HashSet<Handle<Expression>>,
    vars: HashMap<Handle<naga::LocalVariable>, Vec<u32>>,
    args: Vec<Vec<u32>>,
    arg_places: Vec<Option<Place>>,
    entry: bool,
}

/// One function's compilation: the function, its values and variables, the code written so
/// far (`e`), and the mode it is compiled in with that mode's state (`mode`).
struct FnCx<'a, 'm> {
    m: &'a mut ModuleCx<'m>,
    f: &'m naga::Function,
    finfo: &'m naga::valid::FunctionInfo,
    /// The function's locals, code and open blocks.
    e: Emitter,
    values: HashMap<Handle<Expression>, Vec<u32>>,
    emitted: HashSet<Handle<Expression>>,
    vars: HashMap<Handle<naga::LocalVariable>, Vec<u32>>,
    args: Vec<Vec<u32>>,
    /// Where each pointer argument of an inlined function points (`None` for a value).
    arg_places: Vec<Option<Place>>,
    entry: bool,
    /// How the function is compiled, and that mode's state.
    mode: Lowering,
    /// Functions being inlined (innermost last).
    inlined: Vec<workitems::Frame<'m>>,
    /// Dispatch-invariant values computed once before the workgroup loop (the entry point's).
    hoist: Hoist,
    /// Bounds on the magnitude of i64 buffer offsets (see [`FnCx::buffer_offset`]), by local.
    reach: HashMap<u32, u128>,
    /// In a helper too wide for a wasm signature: the globals its result goes to.
    wide_results: Option<Vec<u32>>,
}

/// Code that computes dispatch-invariant values once per `run` call, before the workgroup
/// loop, and what it has computed.
#[derive(Default)]
struct Hoist {
    /// Where that code goes, and the code; `None`: nothing is hoisted (helpers).
    at: Option<usize>,
    prologue: Vec<I<'static>>,
    /// Whether code is going to the prologue now.
    on: bool,
    /// Locals holding dispatch-invariant values (computed in the prologue).
    invariant: HashSet<u32>,
    /// Hoisted clamp limits of runtime-sized arrays, by (slot, offset, stride).
    limits: HashMap<(u32, u32, u32), u32>,
    /// Hoisted rooms of buffer accesses (see [`FnCx::room`]), by (slot, constant offset).
    rooms: HashMap<(u32, u32), u32>,
}

/// How a function is compiled: one mode per function, each with its own state.
enum Lowering {
    /// One invocation at a time (helpers, and kernels the vectorizer does not take).
    Scalar,
    /// Adjacent invocations in SIMD128 lanes (see `vector`); a row's probe and fast body
    /// (see `rows`) are a sub-mode of it.
    Vector(Box<vector::Lanes>),
    /// A kernel with barriers, run as work items between them (see `workitems`).
    Workitems(workitems::Regions),
}

mod atomics;
mod emitter;
mod pairs;
mod places;
mod rows;
mod statements;
mod values;
mod vector;
mod workitems;

use emitter::{Emitter, Open};

pub(super) use vector::{LANES, Lanes, builtin_varies};

/// Most vectors of invocations per turn of a vectorized kernel's x loop (a power of two; the
/// workgroup's x size must be a multiple of the vectors' invocations).
const UNROLL: u32 = 4;

/// Bodies up to this many wasm instructions run up to `UNROLL_SMALL` vectors per turn.
const SMALL_BODY: usize = 512;
const UNROLL_SMALL: u32 = 8;

/// At most this many wasm instructions of unrolled body.
const UNROLL_BODY: usize = 16384;

/// Locals a function may have: a row's probe and fast body are made only where they fit
/// beside the checked body (copies beyond the first are bounded by `UNROLL_BODY` already: every
/// local is set by an instruction).
const MAX_LOCALS: usize = crate::abi::MAX_LOCALS;

/// Helpers up to this many expressions are inlined (when `ModuleCx::inline` is on).
const INLINE_MAX: usize = 256;

/// Most expressions inlined into one module in all (calls nest: a chain of helpers that each
/// call the next several times would otherwise grow without bound); past it, helpers are
/// wasm calls.
const INLINE_TOTAL: usize = 1 << 16;

/// The builtins an entry point argument carries, with their types: the argument itself, or
/// each member of a struct of builtins (in member order, which is its leaves' order); `None`
/// for any other argument.
pub(super) fn entry_builtins(
    module: &naga::Module,
    a: &naga::FunctionArgument,
) -> Option<Vec<(naga::BuiltIn, Handle<naga::Type>)>> {
    match (&a.binding, &module.types[a.ty].inner) {
        (Some(naga::Binding::BuiltIn(b)), _) => Some(vec![(*b, a.ty)]),
        (None, TypeInner::Struct { members, .. }) => members
            .iter()
            .map(|m| match m.binding {
                Some(naga::Binding::BuiltIn(b)) => Some((b, m.ty)),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Compiles a helper function; returns its body and type index.
pub(super) fn compile_helper<'m>(
    m: &mut ModuleCx<'m>,
    h: Handle<naga::Function>,
    f: &'m naga::Function,
) -> Result<(Function, u32)> {
    let module = m.module;
    let info: &'m naga::valid::ModuleInfo = m.info;
    let finfo = &info[h];
    let mut params = Vec::new();
    let mut args = Vec::new();
    for a in &f.arguments {
        let inner = &module.types[a.ty].inner;
        if matches!(inner, TypeInner::Pointer { .. }) {
            return Err(unsupported(format!(
                "pointer arguments (`{}` of `{}`)",
                a.name.as_deref().unwrap_or("?"),
                f.name.as_deref().unwrap_or("?")
            )));
        }
        let leaves = m.leaves(inner)?;
        let first = params.len() as u32;
        args.push((first..first + leaves.len() as u32).collect());
        params.extend(leaves.iter().map(|l| l.val));
    }
    let results: Vec<ValType> = match &f.result {
        Some(r) => m.leaves(&module.types[r.ty].inner)?.iter().map(|l| l.val).collect(),
        None => Vec::new(),
    };
    // A helper that calls others checks the interrupt word on entry: calls can multiply work
    // without a loop (each level calling the next twice), and loop heads alone would never
    // see the word. Inlined code is bounded in size (`INLINE_TOTAL`), so every such chain
    // passes through a compiled helper's entry; a leaf does bounded work.
    let mut calls_any = false;
    calls(&f.body, &mut |_| calls_any = true);
    if let Some((pg, rg)) = m.wide.get(&h).cloned() {
        // Too wide for a signature: `() -> ()`, the arguments read from their globals into
        // locals first, the result written to its globals at each return.
        let sig = m.sig(Vec::new(), Vec::new());
        let mut cx = FnCx::new(m, f, finfo, 0, Vec::new(), false);
        let locals: Vec<u32> = params.iter().map(|&v| cx.local(v)).collect();
        for (&g, &l) in pg.iter().zip(&locals) {
            cx.e.code.extend([I::GlobalGet(g), I::LocalSet(l)]);
        }
        cx.args = args.iter().map(|a: &Vec<u32>| a.iter().map(|&i| locals[i as usize]).collect()).collect();
        cx.wide_results = Some(rg);
        cx.init_locals()?;
        if calls_any {
            cx.e.check_interrupt();
        }
        cx.block(&f.body)?;
        return Ok((cx.finish()?.0, sig));
    }
    let sig = m.sig(params.clone(), results.clone());
    let mut cx = FnCx::new(m, f, finfo, params.len() as u32, args, false);
    cx.init_locals()?;
    if calls_any {
        cx.e.check_interrupt();
    }
    cx.block(&f.body)?;
    // A function with a result ends in a return on every path; wasm still wants a value here.
    if !results.is_empty() {
        cx.e.code.push(I::Unreachable);
    }
    Ok((cx.finish()?.0, sig))
}

/// The entry point compiled as `run`.
pub(super) struct Entry {
    /// `run`'s body.
    pub body: Function,
    /// Its type index.
    pub sig: u32,
    /// The scratch bytes each worker needs.
    pub scratch_bytes: u32,
    /// How many bounds tests are decided once per row (see `rows`; 0 for scalar code).
    pub row_tests: u32,
    /// Whether a loop runs two vectors interleaved (see `pairs`).
    pub paired: bool,
}

/// Compiles the entry point as `run(lo, hi, table, scratch)` (see [`crate::abi`]).
pub(super) fn compile_entry<'m>(
    m: &mut ModuleCx<'m>,
    ep: &'m naga::EntryPoint,
    ep_index: usize,
    slots: &[TableBinding],
    lanes: Option<vector::Lanes>,
    packed: u32,
    interleave: bool,
) -> Result<Entry> {
    let f = &ep.function;
    let info: &'m naga::valid::ModuleInfo = m.info;
    let finfo = info.get_entry_point(ep_index);
    let sig = m.sig(crate::abi::RUN_PARAMS.to_vec(), vec![]);
    let limits = m.limits;
    let barriers = has_barrier(&f.body, &m.barriers);
    let mut row_tests = 0;
    let mut paired = false;
    let workgroup = m.workgroup.clone();
    let wg_bytes = m.workgroup_bytes;
    let mut cx = FnCx::new(m, f, finfo, 4, Vec::new(), true);
    let vectorized = lanes.is_some();
    if let Some(lanes) = lanes {
        if barriers {
            // The lane analysis refuses barriers before this.
            return Err(internal("a vectorized kernel with barriers"));
        }
        cx.mode = Lowering::Vector(Box::new(lanes));
    }
    let (lo, hi, tbl, scratch) = (0u32, 1u32, 2u32, 3u32);
    // The dispatch: groups and binding slots.
    let n: Vec<u32> = (0..3).map(|_| cx.local(ValType::I32)).collect();
    for (i, &l) in n.iter().enumerate() {
        cx.e.code.extend([I::LocalGet(tbl), I::I32Load(mem(4 * i as u32)), I::LocalSet(l)]);
    }
    for i in 0..slots.len() as u32 {
        let at = table::HEADER + table::SLOT * i;
        cx.e.code.extend([I::LocalGet(tbl), I::I32Load(mem(at)), I::GlobalSet(ModuleCx::slot_base(i))]);
        cx.e.code.extend([I::LocalGet(tbl), I::I32Load(mem(at + 4)), I::GlobalSet(ModuleCx::slot_len(i))]);
    }
    // Workgroup variables live at the start of the worker's scratch memory.
    for &(_, slot, offset, size) in &workgroup {
        cx.e.code.extend([
            I::LocalGet(scratch),
            I::I32Const(offset as i32),
            I::I32Add,
            I::GlobalSet(ModuleCx::slot_base(slot)),
            I::I32Const(size as i32),
            I::GlobalSet(ModuleCx::slot_len(slot)),
        ]);
    }
    let size = ep.workgroup_size;
    let count = size[0] * size[1] * size[2];
    let wg = cx.local(ValType::I32);
    let wgid: Vec<u32> = (0..3).map(|_| cx.local(ValType::I32)).collect();
    let lid: Vec<u32> = (0..3).map(|_| cx.local(ValType::I32)).collect();
    let t = cx.local(ValType::I32);
    if barriers {
        let wi = workitems::Wi {
            inv: cx.local(ValType::I32),
            count,
            active: cx.local(ValType::I32),
            state: cx.local(ValType::I32),
            addr: cx.local(ValType::I32),
            brk: cx.local(ValType::I32),
            cont: cx.local(ValType::I32),
            first_saved: 0,
        };
        // Scratch: workgroup variables, then a word per invocation, then the saved states.
        cx.e.code.extend([
            I::LocalGet(scratch),
            I::I32Const(wg_bytes as i32),
            I::I32Add,
            I::LocalSet(wi.active),
        ]);
        cx.e.code.extend([
            I::LocalGet(wi.active),
            I::I32Const(4 * count as i32),
            I::I32Add,
            I::LocalSet(wi.state),
        ]);
        let first_saved = cx.e.n_params + cx.e.locals.len() as u32;
        cx.mode = Lowering::Workitems(workitems::Regions {
            wi: workitems::Wi { first_saved, ..wi },
            markers: Vec::new(),
            region: None,
        });
    }
    // Builtin arguments (per-invocation state from here on).
    let mut builtin_args = Vec::new();
    for a in &f.arguments {
        let builtins = entry_builtins(cx.m.module, a)
            .ok_or_else(|| unsupported("entry point arguments other than builtins"))?;
        let mut leaves = Vec::new();
        for (b, ty) in builtins {
            let count = if matches!(cx.m.module.types[ty].inner, TypeInner::Vector { .. }) { 3 } else { 1 };
            let ls: Vec<u32> = (0..count)
                .map(|i| {
                    let varying = vectorized && i == 0 && vector::builtin_varies(b, packed > 0);
                    cx.local(if varying { ValType::V128 } else { ValType::I32 })
                })
                .collect();
            builtin_args.push((b, ls.clone()));
            leaves.extend(ls);
        }
        cx.args.push(leaves);
    }
    // Dispatch-invariant values (the rooms of buffer accesses, the limits of runtime-sized
    // arrays) are computed once per `run` call (not in kernels with barriers, whose locals are
    // saved per invocation).
    if vectorized || !barriers {
        cx.hoist.at = Some(cx.e.code.len());
    }
    cx.e.code.extend([I::LocalGet(lo), I::LocalSet(wg)]);
    // The first workgroup's coordinates, x fastest (later ones count up from there); only
    // when there is one (an empty dispatch may have zero groups).
    cx.e.code.extend([I::LocalGet(lo), I::LocalGet(hi), I::I32LtU, I::If(BlockType::Empty)]);
    cx.e.code.extend([I::LocalGet(wg), I::LocalGet(n[0]), I::I32RemU, I::LocalSet(wgid[0])]);
    cx.e.code.extend([I::LocalGet(wg), I::LocalGet(n[0]), I::I32DivU, I::LocalSet(t)]);
    cx.e.code.extend([I::LocalGet(t), I::LocalGet(n[1]), I::I32RemU, I::LocalSet(wgid[1])]);
    cx.e.code.extend([I::LocalGet(t), I::LocalGet(n[1]), I::I32DivU, I::LocalSet(wgid[2])]);
    cx.e.code.push(I::End);
    let groups = cx.open(I::Block(BlockType::Empty), Label::Other);
    let group = cx.open(I::Loop(BlockType::Empty), Label::Other);
    cx.e.code.extend([I::LocalGet(wg), I::LocalGet(hi), I::I32GeU]);
    cx.br_if_depth(1);
    // Packed workgroups: this row runs `count` of them, min(packed, the rest of the x row of
    // workgroups, the rest of this call's range); `valid` invocations of its lanes.
    let pack = (packed > 0).then(|| {
        let (count, valid, t) = (cx.local(ValType::I32), cx.local(ValType::I32), cx.local(ValType::I32));
        cx.e.code.extend([I::I32Const(packed as i32), I::LocalSet(count)]);
        for (a, b) in [(n[0], wgid[0]), (hi, wg)] {
            cx.e.code.extend([
                I::LocalGet(a),
                I::LocalGet(b),
                I::I32Sub,
                I::LocalTee(t),
                I::LocalGet(count),
                I::LocalGet(t),
                I::LocalGet(count),
                I::I32LtU,
                I::Select,
                I::LocalSet(count),
            ]);
        }
        cx.e.code.extend([
            I::LocalGet(count),
            I::I32Const(size[0].trailing_zeros() as i32),
            I::I32Shl,
            I::LocalSet(valid),
        ]);
        Pack { packed, count, valid, sx: size[0] }
    });
    // Workgroup memory starts zeroed in every workgroup.
    for &(_, slot, _, size) in &workgroup {
        cx.e.code.extend([
            I::GlobalGet(ModuleCx::slot_base(slot)),
            I::I32Const(0),
            I::I32Const(size as i32),
            I::MemoryFill(0),
        ]);
    }
    if let Some(wi) = cx.wi() {
        // Every invocation's starting state, then the body split at its barriers.
        cx.e.code.extend([I::I32Const(0), I::LocalSet(wi.inv)]);
        let invocations = cx.open(I::Loop(BlockType::Empty), Label::Other);
        cx.e.code.extend([
            I::LocalGet(wi.inv),
            I::I32Const(size[0] as i32),
            I::I32RemU,
            I::LocalSet(lid[0]),
            I::LocalGet(wi.inv),
            I::I32Const(size[0] as i32),
            I::I32DivU,
            I::I32Const(size[1] as i32),
            I::I32RemU,
            I::LocalSet(lid[1]),
            I::LocalGet(wi.inv),
            I::I32Const((size[0] * size[1]) as i32),
            I::I32DivU,
            I::LocalSet(lid[2]),
        ]);
        cx.builtins(&builtin_args, &wgid, &lid, &n, size)?;
        cx.init_privates()?;
        cx.init_locals()?;
        cx.e.code.extend(wi.active_word());
        cx.e.code.extend([I::I32Const(1), I::I32Store(mem(0))]);
        cx.mark(workitems::Marker::Save)?;
        cx.e.code.extend([
            I::LocalGet(wi.inv),
            I::I32Const(1),
            I::I32Add,
            I::LocalTee(wi.inv),
            I::I32Const(count as i32),
            I::I32LtU,
            I::BrIf(0),
        ]);
        cx.close(invocations)?;
        let workgroup_end = cx.open(I::Block(BlockType::Empty), Label::WorkgroupEnd);
        cx.block(&f.body)?;
        cx.close(workgroup_end)?;
    } else {
        let entry_mask = if vectorized {
            cx.vector_privates()?;
            let m = cx.local(ValType::V128);
            if let Some(v) = cx.vector_state_mut() {
                v.enter(m)
            }
            Some(m)
        } else {
            None
        };
        let mut rows_open = Vec::new();
        for d in (1..3).rev() {
            cx.e.code.extend([I::I32Const(0), I::LocalSet(lid[d])]);
            rows_open.push(cx.open(I::Loop(BlockType::Empty), Label::Other));
        }
        let row_size = if pack.is_some() { [crate::module::PACKED_ROW, 1, 1] } else { size };
        // Two vectors at a time through a loop (see `pairs`), where the rows allow it.
        let pair = match entry_mask {
            Some(_) if interleave && pack.is_none() && size[0].is_multiple_of(2 * vector::LANES) => {
                cx.spine(&f.body).map(|spine| cx.pair(spine, &builtin_args)).transpose()?
            }
            _ => None,
        };
        paired = pair.is_some();
        let row = Row {
            args: &builtin_args,
            wgid: &wgid,
            lid: &lid,
            n: &n,
            size: row_size,
            entry_mask,
            pack,
            pair,
        };
        // The checked body first (every row can run it), under one label: the `if` of the fast
        // body around it, or a plain block.
        let at = cx.e.code.len();
        let checked_label = cx.e.open_label(Label::Other);
        let per_copy = cx.x_loop(f, &row)?;
        cx.e.close_label(checked_label)?;
        let checked: Vec<I<'static>> = cx.e.code.drain(at..).collect();
        // Rows (see `rows`) where the probe and at least one fast copy fit the locals.
        if cx.e.locals.len() + 2 * per_copy <= MAX_LOCALS {
            row_tests = cx.probe_row(f, &row)?;
        }
        if row_tests > 0 {
            // Every site of the row holds: the fast body; else the checked one.
            let ok = cx.vector_state().and_then(|v| v.rows.as_ref()).map_or(0, |r| r.ok());
            cx.e.code.push(I::LocalGet(ok));
            if let Some(p) = pack {
                // The row's facts hold for a whole row of packed workgroups only.
                cx.e.code.extend([I::LocalGet(p.count), I::I32Const(p.packed as i32), I::I32Eq, I::I32And]);
            }
            let fast = cx.open(I::If(BlockType::Empty), Label::Other);
            cx.set_row_mode(rows::RowBody::Fast);
            cx.x_loop(f, &row)?;
            cx.e.code.push(I::Else);
            cx.e.code.extend(checked);
            cx.close(fast)?;
        } else {
            cx.e.code.push(I::Block(BlockType::Empty));
            cx.e.code.extend(checked);
            cx.e.code.push(I::End);
        }
        // Next row: y, then z.
        for (d, open) in (1..3).zip(rows_open.into_iter().rev()) {
            cx.e.code.extend([
                I::LocalGet(lid[d]),
                I::I32Const(1),
                I::I32Add,
                I::LocalTee(lid[d]),
                I::I32Const(row_size[d] as i32),
                I::I32LtU,
            ]);
            cx.br_if_depth(0);
            cx.close(open)?;
        }
    }
    // Next workgroup (the next `count` of them, packed), x first, carrying into y and z (no
    // division per workgroup; a packed row never passes the end of its x row).
    let step = match pack {
        Some(p) => I::LocalGet(p.count),
        None => I::I32Const(1),
    };
    cx.e.code.extend([I::LocalGet(wg), step.clone(), I::I32Add, I::LocalSet(wg)]);
    for d in 0..2 {
        cx.e.code.extend([
            I::LocalGet(wgid[d]),
            if d == 0 { step.clone() } else { I::I32Const(1) },
            I::I32Add,
            I::LocalTee(wgid[d]),
            I::LocalGet(n[d]),
            I::I32GeU,
            I::If(BlockType::Empty),
            I::I32Const(0),
            I::LocalSet(wgid[d]),
        ]);
    }
    cx.e.code.extend([I::LocalGet(wgid[2]), I::I32Const(1), I::I32Add, I::LocalSet(wgid[2]), I::End, I::End]);
    cx.e.code.push(I::Br(0));
    cx.close(group)?;
    cx.close(groups)?;
    let (body, state_bytes) = cx.finish()?;
    let per_invocation = if barriers { 4 + u64::from(state_bytes) } else { 0 };
    let scratch_bytes = u64::from(wg_bytes) + u64::from(count) * per_invocation;
    // Kernels whose per-invocation state does not fit a worker's scratch are refused.
    let scratch_bytes =
        u32::try_from(scratch_bytes).ok().filter(|&b| b <= limits.scratch_bytes).ok_or_else(|| {
            quota(format!(
                "the kernel needs {scratch_bytes} bytes of scratch memory per worker, over {} MiB",
                limits.scratch_bytes >> 20
            ))
        })?;
    Ok(Entry { body, sig, scratch_bytes, row_tests, paired })
}

/// What the code of one row of invocations needs (the entry point's locals).
struct Row<'r> {
    args: &'r [(naga::BuiltIn, Vec<u32>)],
    wgid: &'r [u32],
    lid: &'r [u32],
    n: &'r [u32],
    size: [u32; 3],
    /// Vector code: the entry mask's local.
    entry_mask: Option<u32>,
    /// Packed workgroups: the row's count of them and its valid invocations.
    pack: Option<Pack>,
    /// Vector code: two vectors at a time (see `pairs`).
    pair: Option<pairs::Pair>,
}

/// A row of packed workgroups (see `compile::packed_workgroups`): the row is `PACKED_ROW`
/// invocations long; the x counter (`lid[0]`) counts the row's invocations, of which the
/// first `valid` (`count` workgroups of `sx`) run.
#[derive(Clone, Copy)]
struct Pack {
    /// Workgroups of a whole row.
    packed: u32,
    /// Local: workgroups in this row.
    count: u32,
    /// Local: `count * sx`.
    valid: u32,
    /// The workgroup's x size (a power of two).
    sx: u32,
}

impl<'a, 'm> FnCx<'a, 'm> {
    /// The x loop of one row: every invocation (or vector of them) with the current y and z;
    /// returns the locals one copy of the body takes.
    fn x_loop(&mut self, f: &'m naga::Function, row: &Row<'_>) -> Result<usize> {
        let (lid, size) = (row.lid, row.size);
        let vectorized = row.entry_mask.is_some();
        // Invocations of one copy of the body (a pair is two vectors).
        let span = if row.pair.is_some() { 2 * vector::LANES } else { vector::LANES };
        self.e.code.extend([I::I32Const(0), I::LocalSet(lid[0])]);
        let x = self.open(I::Loop(BlockType::Empty), Label::Other);
        // Vector code runs up to `UNROLL` (`UNROLL_SMALL` for small bodies) vectors per turn of
        // the x loop when the row allows and the body is small (the loop's own cost, and what
        // the register allocator moves at its back edge, are then shared by more invocations).
        let (mut copies, mut target, mut per_copy) = (0, 1, 0);
        while copies < target {
            let start = self.e.code.len();
            let locals = self.e.locals.len();
            if copies > 0 {
                self.e.code.extend([
                    I::LocalGet(lid[0]),
                    I::I32Const(span as i32),
                    I::I32Add,
                    I::LocalSet(lid[0]),
                ]);
            }
            // Values of other code (another copy, the probe, the other body) are not here.
            self.forget_invocation_values();
            match &row.pair {
                Some(p) => self.one_pair(f, row, p)?,
                None => self.one_copy(f, row)?,
            }
            if copies == 0 {
                per_copy = self.e.locals.len() - locals;
            }
            if copies == 0 && vectorized {
                let body = self.e.code.len() - start;
                target = if body <= SMALL_BODY { UNROLL_SMALL } else { UNROLL };
                while target > 1
                    && (!size[0].is_multiple_of(target * span) || body * target as usize > UNROLL_BODY)
                {
                    target /= 2;
                }
            }
            copies += 1;
        }
        // Next invocation (or vector of them).
        let step = if vectorized { span as i32 } else { 1 };
        self.e.code.extend([
            I::LocalGet(lid[0]),
            I::I32Const(step),
            I::I32Add,
            I::LocalTee(lid[0]),
            I::I32Const(size[0] as i32),
            I::I32LtU,
        ]);
        self.br_if_depth(0);
        self.close(x)?;
        Ok(per_copy)
    }

    /// The body for one invocation, or one vector of them, at the current ids.
    fn one_copy(&mut self, f: &'m naga::Function, row: &Row<'_>) -> Result<()> {
        // A short row of packed workgroups skips the vectors past its valid invocations (the
        // fast body runs whole rows only: no test there).
        let skips = row.pack.is_some() && self.row_mode() != rows::RowBody::Fast;
        let skip = skips.then(|| self.open(I::Block(BlockType::Empty), Label::Other));
        match row.pack {
            Some(p) => {
                if skips {
                    self.e.code.extend([I::LocalGet(row.lid[0]), I::LocalGet(p.valid), I::I32GeU]);
                    self.br_if_depth(0);
                }
                self.packed_builtins(row.args, row.wgid, row.lid[0], row.n, p)?;
            }
            None => self.builtins(row.args, row.wgid, row.lid, row.n, row.size)?,
        }
        if let Some(m) = row.entry_mask {
            self.vector_group_start(m)?;
            if let Some(p) = row.pack.filter(|_| self.row_mode() == rows::RowBody::Checked) {
                // A short row's last vector has lanes past its valid invocations: off. (The
                // probe and the fast body run whole rows only.)
                self.e.code.extend([
                    I::LocalGet(row.lid[0]),
                    I::I32x4Splat,
                    vector::iota(1),
                    I::I32x4Add,
                    I::LocalGet(p.valid),
                    I::I32x4Splat,
                    I::I32x4LtS,
                    I::LocalSet(m),
                ]);
                self.mask_unknown()?;
            }
            self.vinit_locals()?;
        } else {
            self.init_privates()?;
            self.init_locals()?;
        }
        let invocation = self.open(I::Block(BlockType::Empty), Label::InvocationEnd);
        self.block(&f.body)?;
        self.close(invocation)?;
        if let Some(skip) = skip {
            self.close(skip)?;
        }
        Ok(())
    }

    /// Vector code: compiles the row's probe (see `rows`) at x = 0; returns how many sites
    /// it found (with none, no code is left of it and the row has one body).
    fn probe_row(&mut self, f: &'m naga::Function, row: &Row<'_>) -> Result<u32> {
        if row.entry_mask.is_none() {
            return Ok(0);
        }
        let (ok, hits) = (self.local(ValType::I32), self.local(ValType::I32));
        let start = self.e.code.len();
        if let Some(v) = self.vector_state_mut() {
            v.rows = Some(rows::Rows::new(row.size[0], row.lid[0], ok, hits));
        }
        self.e.code.extend([I::I32Const(0), I::LocalSet(row.lid[0])]);
        self.e.code.extend([I::I32Const(1), I::LocalSet(ok), I::I32Const(0), I::LocalSet(hits)]);
        self.forget_invocation_values();
        self.one_copy(f, row)?;
        let sites = self.vector_state().and_then(|v| v.rows.as_ref()).map_or(0, |r| r.sites());
        if sites == 0 {
            self.e.code.truncate(start);
            if let Some(v) = self.vector_state_mut() {
                v.rows = None;
            }
            return Ok(0);
        }
        // Every site ran once.
        self.e.code.extend([
            I::LocalGet(hits),
            I::I32Const(sites as i32),
            I::I32Eq,
            I::LocalGet(ok),
            I::I32And,
            I::LocalSet(ok),
        ]);
        Ok(sites as u32)
    }

    fn set_row_mode(&mut self, mode: rows::RowBody) {
        if let Some(r) = self.vector_state_mut().and_then(|v| v.rows.as_mut()) {
            r.set_mode(mode);
        }
    }

    fn new(
        m: &'a mut ModuleCx<'m>,
        f: &'m naga::Function,
        finfo: &'m naga::valid::FunctionInfo,
        n_params: u32,
        args: Vec<Vec<u32>>,
        entry: bool,
    ) -> Self {
        let mut set = HashSet::new();
        emitted(&f.body, &mut set);
        FnCx {
            m,
            f,
            finfo,
            e: Emitter::new(n_params),
            values: HashMap::new(),
            emitted: set,
            vars: HashMap::new(),
            args,
            arg_places: Vec::new(),
            entry,
            mode: Lowering::Scalar,
            inlined: Vec::new(),
            hoist: Hoist::default(),
            reach: HashMap::new(),
            wide_results: None,
        }
    }

    /// The function's code, with its markers expanded and its prologue in place, and the bytes
    /// of per-invocation state it saves; `unsupported` when it needs more locals than a wasm
    /// function may have (a large module once its helpers are inlined).
    fn finish(mut self) -> Result<(Function, u32)> {
        if self.e.n_params as usize + self.e.locals.len() > MAX_LOCALS {
            return Err(Error::Locals { needed: self.e.n_params as usize + self.e.locals.len() }.into());
        }
        self.e.finish()?;
        self.e.code.push(I::End);
        let mut f = Function::new_with_locals_types(self.e.locals.iter().copied());
        let (mut expansions, state_bytes) = self.expand_markers();
        if let Some(at) = self.hoist.at {
            // Dispatch-invariant values, computed once per call of `run`.
            let at = expansions.iter().position(|e| e.0 > at).unwrap_or(expansions.len());
            expansions.insert(at, (self.hoist.at.unwrap_or(0), std::mem::take(&mut self.hoist.prologue)));
        }
        let mut next = 0;
        for (at, i) in self.e.code.iter().enumerate() {
            while next < expansions.len() && expansions[next].0 == at {
                for e in &expansions[next].1 {
                    f.instruction(e);
                }
                next += 1;
            }
            f.instruction(i);
        }
        Ok((f, state_bytes))
    }

    /// The vectorizer's state (vector mode only).
    fn vector_state(&self) -> Option<&vector::Lanes> {
        match &self.mode {
            Lowering::Vector(lanes) => Some(lanes),
            _ => None,
        }
    }

    fn vector_state_mut(&mut self) -> Option<&mut vector::Lanes> {
        match &mut self.mode {
            Lowering::Vector(lanes) => Some(lanes),
            _ => None,
        }
    }

    /// The work-item machinery's state (kernels with barriers only).
    fn regions(&self) -> Option<&workitems::Regions> {
        match &self.mode {
            Lowering::Workitems(r) => Some(r),
            _ => None,
        }
    }

    fn regions_mut(&mut self) -> Option<&mut workitems::Regions> {
        match &mut self.mode {
            Lowering::Workitems(r) => Some(r),
            _ => None,
        }
    }

    fn local(&mut self, t: ValType) -> u32 {
        self.e.local(t)
    }

    fn open(&mut self, i: I<'static>, label: Label) -> Open {
        self.e.open(i, label)
    }

    fn close(&mut self, open: Open) -> Result<()> {
        self.e.close(open)
    }

    fn br_if_depth(&mut self, depth: u32) {
        self.e.code.push(I::BrIf(depth));
    }

    fn depth_of(&self, index: usize) -> u32 {
        self.e.depth_of(index)
    }

    /// The `br` depth of the end of the current invocation (or vector of them).
    fn invocation_end(&self) -> Result<u32> {
        let end = self.e.find(|l| l == Label::InvocationEnd).ok_or_else(|| internal("no invocation"))?;
        Ok(self.depth_of(end))
    }

    fn span(&self, h: Handle<Expression>) -> String {
        self.m.at(self.f.expressions.get_span(h))
    }

    fn ty(&self, h: Handle<Expression>) -> TypeInner {
        self.finfo[h].ty.inner_with(&self.m.module.types).clone()
    }

    fn leaves(&self, inner: &TypeInner) -> Result<Vec<Leaf>> {
        self.m.leaves(inner)
    }

    fn consts(&mut self, vals: &[ConstVal]) -> Vec<u32> {
        vals.iter()
            .map(|v| match *v {
                ConstVal::I32(x) => {
                    let l = self.local(ValType::I32);
                    self.e.code.extend([I::I32Const(x), I::LocalSet(l)]);
                    l
                }
                ConstVal::F32(x) => {
                    let l = self.local(ValType::F32);
                    self.e.code.extend([I::F32Const(x.into()), I::LocalSet(l)]);
                    l
                }
            })
            .collect()
    }

    /// Sets the builtin argument locals from the workgroup and local invocation ids (in vector
    /// code, from the first invocation of the vector).
    fn builtins(
        &mut self,
        args: &[(naga::BuiltIn, Vec<u32>)],
        wgid: &[u32],
        lid: &[u32],
        n: &[u32],
        size: [u32; 3],
    ) -> Result<()> {
        for (b, ls) in args {
            for (i, &l) in ls.iter().enumerate() {
                match b {
                    naga::BuiltIn::GlobalInvocationId => self.e.code.extend([
                        I::LocalGet(wgid[i]),
                        I::I32Const(size[i] as i32),
                        I::I32Mul,
                        I::LocalGet(lid[i]),
                        I::I32Add,
                    ]),
                    naga::BuiltIn::LocalInvocationId => self.e.code.push(I::LocalGet(lid[i])),
                    naga::BuiltIn::WorkGroupId => self.e.code.push(I::LocalGet(wgid[i])),
                    naga::BuiltIn::NumWorkGroups => self.e.code.push(I::LocalGet(n[i])),
                    naga::BuiltIn::LocalInvocationIndex => self.e.code.extend([
                        I::LocalGet(lid[2]),
                        I::I32Const((size[0] * size[1]) as i32),
                        I::I32Mul,
                        I::LocalGet(lid[1]),
                        I::I32Const(size[0] as i32),
                        I::I32Mul,
                        I::I32Add,
                        I::LocalGet(lid[0]),
                        I::I32Add,
                    ]),
                    other => return Err(unsupported(format!("the builtin {other:?}"))),
                }
                if self.is_vec(l) {
                    // Vector code: the x component of lanes 0..4 (`x, x + 1, ...`).
                    let first = self.local(ValType::I32);
                    self.e.code.extend([I::LocalTee(first), I::I32x4Splat, vector::iota(1), I::I32x4Add]);
                    self.note_affine(l, first);
                }
                self.e.code.push(I::LocalSet(l));
            }
        }
        Ok(())
    }

    /// `builtins` for a row of packed workgroups (vector code): invocation `v` of the row
    /// (local `v`, lanes `v..v + 4`) is invocation `v % sx` of workgroup `wgid.x + v / sx`.
    /// The global id's x is affine along the row (and the workgroup id's, for workgroups of
    /// one); the local ids wrap every `sx` invocations, so they are plain vectors.
    fn packed_builtins(
        &mut self,
        args: &[(naga::BuiltIn, Vec<u32>)],
        wgid: &[u32],
        v: u32,
        n: &[u32],
        p: Pack,
    ) -> Result<()> {
        let shift = p.sx.trailing_zeros() as i32;
        for (b, ls) in args {
            for (i, &l) in ls.iter().enumerate() {
                // Rows of packed workgroups have y and z sizes of one.
                let first = match (b, i) {
                    (naga::BuiltIn::NumWorkGroups, _) => {
                        self.e.code.extend([I::LocalGet(n[i]), I::LocalSet(l)]);
                        continue;
                    }
                    (naga::BuiltIn::GlobalInvocationId | naga::BuiltIn::WorkGroupId, 1 | 2) => {
                        self.e.code.extend([I::LocalGet(wgid[i]), I::LocalSet(l)]);
                        continue;
                    }
                    (naga::BuiltIn::LocalInvocationId, 1 | 2) => {
                        self.e.code.extend([I::I32Const(0), I::LocalSet(l)]);
                        continue;
                    }
                    (naga::BuiltIn::GlobalInvocationId, _) => Some(vec![
                        I::LocalGet(wgid[0]),
                        I::I32Const(shift),
                        I::I32Shl,
                        I::LocalGet(v),
                        I::I32Add,
                    ]),
                    (naga::BuiltIn::WorkGroupId, _) if p.sx == 1 => {
                        Some(vec![I::LocalGet(wgid[0]), I::LocalGet(v), I::I32Add])
                    }
                    (naga::BuiltIn::WorkGroupId | naga::BuiltIn::LocalInvocationId, _)
                    | (naga::BuiltIn::LocalInvocationIndex, _) => None,
                    (other, _) => return Err(unsupported(format!("the builtin {other:?}"))),
                };
                if !self.is_vec(l) {
                    return Err(internal("a packed row's x builtin is not a vector"));
                }
                if let Some(scalar) = first {
                    // `first, first + 1, ...`: affine along the row.
                    let f = self.local(ValType::I32);
                    self.e.code.extend(scalar);
                    self.e.code.extend([
                        I::LocalTee(f),
                        I::I32x4Splat,
                        vector::iota(1),
                        I::I32x4Add,
                        I::LocalSet(l),
                    ]);
                    self.note_affine(l, f);
                    continue;
                }
                // The lanes' invocations of the row, then their workgroup or local id.
                self.e.code.extend([I::LocalGet(v), I::I32x4Splat, vector::iota(1), I::I32x4Add]);
                if *b == naga::BuiltIn::WorkGroupId {
                    self.e.code.extend([
                        I::I32Const(shift),
                        I::I32x4ShrU,
                        I::LocalGet(wgid[0]),
                        I::I32x4Splat,
                        I::I32x4Add,
                    ]);
                } else {
                    self.e.code.extend([I::I32Const(p.sx as i32 - 1), I::I32x4Splat, I::V128And]);
                }
                self.e.code.push(I::LocalSet(l));
            }
        }
        Ok(())
    }

    /// Switches to compiling the body of `function` (inlined) with `params` as its arguments;
    /// returns the caller's state for [`Self::leave_callee`].
    fn enter_callee(
        &mut self,
        function: Handle<naga::Function>,
        params: Vec<Vec<u32>>,
        places: Vec<Option<Place>>,
    ) -> FnState<'m> {
        let module = self.m.module;
        let info: &'m naga::valid::ModuleInfo = self.m.info;
        let callee: &'m naga::Function = &module.functions[function];
        let mut set = HashSet::new();
        emitted(&callee.body, &mut set);
        let mut state = FnState {
            f: callee,
            finfo: &info[function],
            values: HashMap::new(),
            emitted: set,
            vars: HashMap::new(),
            args: params,
            arg_places: places,
            entry: false,
        };
        self.swap_state(&mut state);
        state
    }

    /// Back to the caller after an inlined body.
    fn leave_callee(&mut self, mut c: FnState<'m>) {
        self.swap_state(&mut c);
    }

    /// Trades the function's compilation state for `c`'s.
    fn swap_state(&mut self, c: &mut FnState<'m>) {
        std::mem::swap(&mut self.f, &mut c.f);
        std::mem::swap(&mut self.finfo, &mut c.finfo);
        std::mem::swap(&mut self.values, &mut c.values);
        std::mem::swap(&mut self.emitted, &mut c.emitted);
        std::mem::swap(&mut self.vars, &mut c.vars);
        std::mem::swap(&mut self.args, &mut c.args);
        std::mem::swap(&mut self.arg_places, &mut c.arg_places);
        std::mem::swap(&mut self.entry, &mut c.entry);
    }

    /// Forgets the values computed for one (vector of) invocation(s), before the code of the
    /// next is emitted in the same turn of the loop; dispatch-invariant values stay.
    fn forget_invocation_values(&mut self) {
        let invariant = &self.hoist.invariant;
        self.values.retain(|_, v| v.iter().all(|l| invariant.contains(l)));
    }

    fn init_privates(&mut self) -> Result<()> {
        let module = self.m.module;
        for (h, var) in module.global_variables.iter() {
            let Some(&first) = self.m.private_of.get(&h) else { continue };
            let vals = match var.init {
                Some(init) => self.m.const_leaves(init)?,
                None => self.m.zero(&module.types[var.ty].inner)?,
            };
            for (i, v) in vals.iter().enumerate() {
                self.e.code.push(match *v {
                    ConstVal::I32(x) => I::I32Const(x),
                    ConstVal::F32(x) => I::F32Const(x.into()),
                });
                self.e.code.push(I::GlobalSet(first + i as u32));
            }
        }
        Ok(())
    }

    fn init_locals(&mut self) -> Result<()> {
        let module = self.m.module;
        for (h, var) in self.f.local_variables.iter() {
            let leaves = self.leaves(&module.types[var.ty].inner)?;
            let ls: Vec<u32> = leaves.iter().map(|l| self.local(l.val)).collect();
            let init = match var.init {
                Some(e) => self.value(e)?,
                None => {
                    let z = self.m.zero(&module.types[var.ty].inner)?;
                    self.consts(&z)
                }
            };
            for (&dst, &src) in ls.iter().zip(&init) {
                self.e.code.extend([I::LocalGet(src), I::LocalSet(dst)]);
            }
            self.vars.insert(h, ls);
        }
        Ok(())
    }
}

/// The scalar instruction of a binary operator (integer division and float remainder are
/// composed by the caller).
fn scalar_binop(op: naga::BinaryOperator, float: bool, signed: bool) -> I<'static> {
    use naga::BinaryOperator as B;
    match (op, float, signed) {
        (B::Add, true, _) => I::F32Add,
        (B::Add, false, _) => I::I32Add,
        (B::Subtract, true, _) => I::F32Sub,
        (B::Subtract, false, _) => I::I32Sub,
        (B::Multiply, true, _) => I::F32Mul,
        (B::Multiply, false, _) => I::I32Mul,
        (B::Divide, _, _) => I::F32Div,
        (B::Equal, true, _) => I::F32Eq,
        (B::Equal, false, _) => I::I32Eq,
        (B::NotEqual, true, _) => I::F32Ne,
        (B::NotEqual, false, _) => I::I32Ne,
        (B::Less, true, _) => I::F32Lt,
        (B::Less, false, true) => I::I32LtS,
        (B::Less, false, false) => I::I32LtU,
        (B::LessEqual, true, _) => I::F32Le,
        (B::LessEqual, false, true) => I::I32LeS,
        (B::LessEqual, false, false) => I::I32LeU,
        (B::Greater, true, _) => I::F32Gt,
        (B::Greater, false, true) => I::I32GtS,
        (B::Greater, false, false) => I::I32GtU,
        (B::GreaterEqual, true, _) => I::F32Ge,
        (B::GreaterEqual, false, true) => I::I32GeS,
        (B::GreaterEqual, false, false) => I::I32GeU,
        (B::And | B::LogicalAnd, _, _) => I::I32And,
        (B::InclusiveOr | B::LogicalOr, _, _) => I::I32Or,
        (B::ExclusiveOr, _, _) => I::I32Xor,
        (B::ShiftLeft, _, _) => I::I32Shl,
        (B::ShiftRight, _, true) => I::I32ShrS,
        (B::ShiftRight, _, false) => I::I32ShrU,
        (B::Modulo, _, _) => I::Unreachable,
    }
}

/// A statement's variant name, for messages.
fn statement_name(s: &Statement) -> String {
    let name = format!("{s:?}");
    name.split([' ', '(', '{']).next().unwrap_or("?").to_string()
}

/// A constant or run-time index.
#[derive(Clone, Copy, Debug)]
enum Index {
    Const(u32),
    /// A local, and whether it is signed (`i32`).
    Dyn(u32, bool),
}

impl Index {
    fn constant(self) -> Option<u32> {
        match self {
            Index::Const(i) => Some(i),
            Index::Dyn(..) => None,
        }
    }
}

fn is_pointer(t: &TypeInner) -> bool {
    matches!(t, TypeInner::Pointer { .. } | TypeInner::ValuePointer { .. })
}

/// What the math module needs of a function's compilation.
pub(super) trait Emit {
    fn local(&mut self, t: ValType) -> u32;
    fn push(&mut self, i: I<'static>);
    fn value(&mut self, h: Handle<Expression>) -> Result<Vec<u32>>;
    fn leaves_of(&self, h: Handle<Expression>) -> Result<Vec<Leaf>>;
    fn ty_of(&self, h: Handle<Expression>) -> TypeInner;
    fn location_of(&self, h: Handle<Expression>) -> Option<Location>;
    /// The index of a transcendental function of this module.
    fn math_fn(&mut self, f: crate::libm::MathFn) -> u32;
}

impl Emit for FnCx<'_, '_> {
    fn local(&mut self, t: ValType) -> u32 {
        FnCx::local(self, t)
    }

    fn push(&mut self, i: I<'static>) {
        self.e.code.push(i);
    }

    fn value(&mut self, h: Handle<Expression>) -> Result<Vec<u32>> {
        FnCx::value(self, h)
    }

    fn leaves_of(&self, h: Handle<Expression>) -> Result<Vec<Leaf>> {
        self.leaves(&self.ty(h))
    }

    fn ty_of(&self, h: Handle<Expression>) -> TypeInner {
        self.ty(h)
    }

    fn location_of(&self, h: Handle<Expression>) -> Option<Location> {
        self.m.location(self.f.expressions.get_span(h))
    }

    fn math_fn(&mut self, f: crate::libm::MathFn) -> u32 {
        self.m.math_index(f)
    }
}
