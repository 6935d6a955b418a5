//! Kernels with barriers: the entry point split at its barriers into regions, each run for
//! every invocation of the workgroup in turn ("work-item loops").
//!
//! A statement that contains a barrier is compiled once per workgroup ("uniform"): an `if` or a
//! loop around barriers runs its control flow once, reading its condition from the last
//! invocation's values (WGSL requires barriers in uniform control flow, so every invocation
//! agrees). Between barriers, each maximal run of barrier-free statements is a region: a loop
//! over the invocations that restores an invocation's state (every local and private value of
//! the entry point, saved in the worker's scratch memory), runs the statements, and saves the
//! state again. So every invocation finishes the work before a barrier before any starts the
//! work after it, which is what `workgroupBarrier` and `storageBarrier` promise.
//!
//! Inside a region, `break`/`continue` of a loop outside it set a flag that the uniform code
//! acts on after the region; `return` from the entry point retires the invocation (it skips
//! the remaining regions). Functions that contain barriers are inlined. Refused by name: a
//! barrier inside a `switch`, and an early `return` from a function with barriers.

use naga::{Expression, Handle, Statement, TypeInner};
use wasm_encoder::{BlockType, Instruction as I, MemArg, ValType};

use super::{FnCx, FnState, Label, Place, stmt_has_barrier};
use crate::error::{Result, internal, unsupported, unsupported_at};

/// The work-item machinery's locals.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Wi {
    /// The invocation a region is running.
    pub inv: u32,
    /// Invocations per workgroup.
    pub count: u32,
    /// Address of the per-invocation "still running" words.
    pub active: u32,
    /// Address of the per-invocation saved state.
    pub state: u32,
    /// Scratch for the state address.
    pub addr: u32,
    /// Set inside a region when an invocation breaks / continues a loop outside it.
    pub brk: u32,
    pub cont: u32,
    /// Locals from this index on are per-invocation state.
    pub first_saved: u32,
}

/// The work-item machinery's state in a kernel with barriers: its locals, where the code saves
/// and restores per-invocation state, and the region being emitted.
pub(super) struct Regions {
    pub wi: Wi,
    /// Where per-invocation state is saved and restored, expanded by `finish`.
    pub markers: Vec<(usize, Marker)>,
    /// Inside a region: the index of its `RegionEnd` label.
    pub region: Option<usize>,
}

impl Wi {
    /// Pushes the address of the current invocation's "still running" word.
    pub(crate) fn active_word(&self) -> [I<'static>; 5] {
        [I::LocalGet(self.active), I::LocalGet(self.inv), I::I32Const(4), I::I32Mul, I::I32Add]
    }
}

/// A save or restore of the current invocation's state, expanded once every local is known.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Marker {
    Save,
    Restore,
}

/// The caller's side of an inlined function.
pub(crate) struct Frame<'m> {
    caller: FnState<'m>,
    /// Where the callee's result goes.
    result: Vec<u32>,
    /// The callee's `InlineEnd` label.
    end: usize,
    /// A region of the callee returned: a later region would run after the return.
    returned: bool,
}

fn word(offset: u32) -> MemArg {
    MemArg { offset: u64::from(offset), align: 2, memory_index: 0 }
}

impl<'m> FnCx<'_, 'm> {
    /// The work-item machinery's locals, in a kernel with barriers.
    pub(super) fn wi(&self) -> Option<Wi> {
        self.regions().map(|r| r.wi)
    }

    /// The `RegionEnd` label's index while a region is emitted.
    pub(super) fn current_region(&self) -> Option<usize> {
        self.regions().and_then(|r| r.region)
    }

    fn set_region(&mut self, region: Option<usize>) -> Result<()> {
        self.regions_mut().ok_or_else(|| internal("a region outside a kernel with barriers"))?.region =
            region;
        Ok(())
    }

    /// Marks where the code saves or restores the invocation's state (expanded by `finish`).
    pub(super) fn mark(&mut self, marker: Marker) -> Result<()> {
        let at = self.e.code.len();
        self.regions_mut().ok_or_else(|| internal("no work-item state"))?.markers.push((at, marker));
        Ok(())
    }

    /// Compiles a block at uniform level: regions between the statements with barriers.
    pub(super) fn wi_block(&mut self, block: &'m naga::Block) -> Result<()> {
        let mut run: Vec<(&'m Statement, naga::Span)> = Vec::new();
        for (s, span) in block.span_iter() {
            if stmt_has_barrier(s, &self.m.barriers) {
                self.region(&run)?;
                run.clear();
                self.uniform(s, *span)?;
            } else {
                run.push((s, *span));
            }
        }
        self.region(&run)
    }

    fn uniform(&mut self, s: &'m Statement, span: naga::Span) -> Result<()> {
        match s {
            // The region boundary is the barrier.
            Statement::ControlBarrier(_) | Statement::MemoryBarrier(_) => Ok(()),
            Statement::WorkGroupUniformLoad { pointer, result } => {
                let (pointer, result) = (*pointer, *result);
                self.region_with(|cx| {
                    let p = cx.place(pointer)?;
                    let v = cx.load(&p)?;
                    cx.values.insert(result, v);
                    Ok(())
                })
            }
            Statement::Switch { .. } => {
                Err(unsupported_at("a barrier inside a switch", self.m.location(span)))
            }
            _ => self.statement(s, span),
        }
    }

    fn region(&mut self, stmts: &[(&'m Statement, naga::Span)]) -> Result<()> {
        if stmts.is_empty() {
            return Ok(());
        }
        self.region_with(|cx| {
            for (s, span) in stmts {
                cx.statement(s, *span)?;
            }
            Ok(())
        })
    }

    /// Emits `body` once, run for every still-running invocation of the workgroup in turn.
    pub(super) fn region_with(&mut self, body: impl FnOnce(&mut Self) -> Result<()>) -> Result<()> {
        let wi = self.wi().ok_or_else(|| internal("a region outside a kernel with barriers"))?;
        if self.inlined.last().is_some_and(|f| f.returned) {
            return Err(unsupported("an early return from a function with barriers"));
        }
        self.e.code.extend([I::I32Const(0), I::LocalSet(wi.brk), I::I32Const(0), I::LocalSet(wi.cont)]);
        self.e.code.extend([I::I32Const(0), I::LocalSet(wi.inv)]);
        let all = self.open(I::Block(BlockType::Empty), Label::Other);
        let each = self.open(I::Loop(BlockType::Empty), Label::Other);
        self.e.code.extend(wi.active_word());
        self.e.code.push(I::I32Load(word(0)));
        let active = self.open(I::If(BlockType::Empty), Label::Other);
        self.mark(Marker::Restore)?;
        let region = self.open(I::Block(BlockType::Empty), Label::RegionEnd);
        self.set_region(Some(region.index()))?;
        let result = body(self);
        self.set_region(None)?;
        result?;
        self.close(region)?;
        self.mark(Marker::Save)?;
        self.close(active)?;
        self.e.code.extend([
            I::LocalGet(wi.inv),
            I::I32Const(1),
            I::I32Add,
            I::LocalTee(wi.inv),
            I::I32Const(wi.count as i32),
            I::I32LtU,
            I::BrIf(0),
        ]);
        self.close(each)?;
        self.close(all)?;
        // Loops outside the region that its invocations broke or continued.
        for (flag, label) in [(wi.brk, Label::LoopBreak), (wi.cont, Label::LoopContinue)] {
            if let Some(target) = self.e.find(|l| l == label) {
                self.e.code.push(I::LocalGet(flag));
                let taken = self.open(I::If(BlockType::Empty), Label::Other);
                self.e.code.push(I::Br(self.depth_of(target)));
                self.close(taken)?;
            }
        }
        Ok(())
    }

    /// `break` (`brk`) or `continue` of a loop outside the current region.
    pub(super) fn leave_region(&mut self, brk: bool) -> Result<()> {
        let wi = self.wi().ok_or_else(|| internal("no work-item state"))?;
        let region = self.current_region().ok_or_else(|| internal("not in a region"))?;
        self.e.code.extend([I::I32Const(1), I::LocalSet(if brk { wi.brk } else { wi.cont })]);
        self.e.code.push(I::Br(self.depth_of(region)));
        Ok(())
    }

    /// `return` from the entry point inside a region: the invocation is done.
    pub(super) fn region_return(&mut self) -> Result<()> {
        let wi = self.wi().ok_or_else(|| internal("no work-item state"))?;
        let region = self.current_region().ok_or_else(|| internal("not in a region"))?;
        self.e.code.extend(wi.active_word());
        self.e.code.extend([I::I32Const(0), I::I32Store(word(0))]);
        self.e.code.push(I::Br(self.depth_of(region)));
        Ok(())
    }

    /// `return` from an inlined function.
    pub(super) fn inline_return(&mut self, value: Option<Handle<Expression>>) -> Result<()> {
        let v = match value {
            Some(v) => self.value(v)?,
            None => Vec::new(),
        };
        let frame = self.inlined.last().ok_or_else(|| internal("no inlined function"))?;
        let (result, end) = (frame.result.clone(), frame.end);
        for (&dst, &src) in result.iter().zip(&v) {
            self.e.code.extend([I::LocalGet(src), I::LocalSet(dst)]);
        }
        match self.current_region() {
            Some(r) if end < r => {
                if let Some(f) = self.inlined.last_mut() {
                    f.returned = true;
                }
                self.e.code.push(I::Br(self.depth_of(r)));
            }
            _ => self.e.code.push(I::Br(self.depth_of(end))),
        }
        Ok(())
    }

    /// Inlines a call: always for a function with barriers (at uniform level: its body is split
    /// into regions too), and for small helpers when calls are inlined (`ModuleCx::inline`).
    pub(super) fn inline_call(
        &mut self,
        function: Handle<naga::Function>,
        arguments: &[Handle<Expression>],
        result: Option<Handle<Expression>>,
    ) -> Result<()> {
        let module = self.m.module;
        let callee: &'m naga::Function = &module.functions[function];
        // At uniform level (a function with barriers) the arguments and the callee's locals are
        // per-invocation state, set inside regions; elsewhere they are set in place.
        let uniform = self.regions().is_some_and(|r| r.region.is_none());
        if self.inlined.len() >= 16 {
            return Err(unsupported("calls nested more than 16 deep into functions with barriers"));
        }
        let mut params: Vec<Vec<u32>> = Vec::new();
        let mut places: Vec<Option<Place>> = Vec::new();
        let args = arguments.to_vec();
        let copy_args =
            |cx: &mut Self, params: &mut Vec<Vec<u32>>, places: &mut Vec<Option<Place>>| -> Result<()> {
                for a in args {
                    // A pointer argument: the callee uses the caller's place (its indices were
                    // computed here, when the pointer was made, as WGSL says).
                    if matches!(cx.ty(a), TypeInner::Pointer { .. } | TypeInner::ValuePointer { .. }) {
                        places.push(Some(cx.place(a)?));
                        params.push(Vec::new());
                        continue;
                    }
                    places.push(None);
                    let v = cx.value(a)?;
                    let leaves = cx.leaves(&cx.ty(a))?;
                    let copy: Vec<u32> = leaves.iter().map(|l| cx.local(l.val)).collect();
                    for (&d, &s) in copy.iter().zip(&v) {
                        cx.e.code.extend([I::LocalGet(s), I::LocalSet(d)]);
                    }
                    params.push(copy);
                }
                Ok(())
            };
        if uniform {
            self.region_with(|cx| copy_args(cx, &mut params, &mut places))?;
        } else {
            copy_args(self, &mut params, &mut places)?;
        }
        let out: Vec<u32> = match &callee.result {
            Some(r) => {
                let leaves = self.leaves(&module.types[r.ty].inner)?;
                leaves.iter().map(|l| self.local(l.val)).collect()
            }
            None => Vec::new(),
        };
        let caller = self.enter_callee(function, params, places);
        self.inlined.push(Frame { caller, result: out.clone(), end: 0, returned: false });
        let locals = if uniform { self.region_with(|cx| cx.init_locals()) } else { self.init_locals() };
        let body = locals.and_then(|()| {
            let end = self.open(I::Block(BlockType::Empty), Label::InlineEnd);
            if let Some(f) = self.inlined.last_mut() {
                f.end = end.index();
            }
            let r = if uniform { self.wi_block(&callee.body) } else { self.block(&callee.body) };
            // The body's error first: after one, blocks inside it may still be open.
            r?;
            self.close(end)
        });
        let frame = self.inlined.pop().ok_or_else(|| internal("inline frame"))?;
        self.leave_callee(frame.caller);
        body?;
        if let Some(r) = result {
            self.values.insert(r, out);
        }
        Ok(())
    }

    /// The save and restore sequences for the markers, and the bytes of state per invocation.
    pub(super) fn expand_markers(&self) -> (Vec<(usize, Vec<I<'static>>)>, u32) {
        let Some(r) = self.regions() else { return (Vec::new(), 0) };
        let wi = r.wi;
        let locals: Vec<(u32, ValType)> = (wi.first_saved..self.e.n_params + self.e.locals.len() as u32)
            .map(|i| (i, self.e.locals[(i - self.e.n_params) as usize]))
            .collect();
        let privates = self.m.privates.clone();
        // 4 bytes a value, 8 for an i64 (buffer offsets).
        let size = |t: ValType| if t == ValType::I64 { 8 } else { 4 };
        let state_bytes: u32 =
            locals.iter().map(|&(_, t)| size(t)).chain(privates.iter().map(|&(_, t)| size(t))).sum();
        let addr = [
            I::LocalGet(wi.state),
            I::LocalGet(wi.inv),
            I::I32Const(state_bytes as i32),
            I::I32Mul,
            I::I32Add,
            I::LocalSet(wi.addr),
        ];
        let mut save = addr.to_vec();
        let mut restore = addr.to_vec();
        let slots =
            locals.iter().map(|&(i, t)| (i, t, false)).chain(privates.iter().map(|&(g, t)| (g, t, true)));
        let mut next = 0;
        for (index, t, global) in slots {
            let at = word(next);
            next += size(t);
            save.push(I::LocalGet(wi.addr));
            save.push(if global { I::GlobalGet(index) } else { I::LocalGet(index) });
            save.push(match t {
                ValType::F32 => I::F32Store(at),
                ValType::I64 => I::I64Store(at),
                _ => I::I32Store(at),
            });
            restore.push(I::LocalGet(wi.addr));
            restore.push(match t {
                ValType::F32 => I::F32Load(at),
                ValType::I64 => I::I64Load(at),
                _ => I::I32Load(at),
            });
            restore.push(if global { I::GlobalSet(index) } else { I::LocalSet(index) });
        }
        let out = r
            .markers
            .iter()
            .map(|&(at, m)| {
                (
                    at,
                    match m {
                        Marker::Save => save.clone(),
                        Marker::Restore => restore.clone(),
                    },
                )
            })
            .collect();
        (out, state_bytes)
    }
}
