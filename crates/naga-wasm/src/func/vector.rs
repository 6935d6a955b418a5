//! Vectorized kernels: 4 adjacent invocations in the lanes of a v128 (WebAssembly SIMD128).
//!
//! The invocation loop steps `local_invocation_id.x` by 4 (the workgroup's x size is a multiple
//! of 4, so a vector never straddles two workgroups or rows). Each leaf of a value is a scalar
//! local when the lanes agree on it (uniform) and a v128 local when they do not (varying); the
//! [`varying`](crate::varying) analysis fixes which variables are which. Booleans in
//! vectors are lane masks (all ones or zero).
//!
//! Control flow: an `if` on a varying condition runs each side under a mask (skipped when no
//! lane takes it); a loop whose exits vary runs while any lane is still in it, each iteration
//! under the mask of lanes that are. `break`, `continue` and `return` under varying control
//! clear the leaving lanes from every mask up to their target. Masks make stores conditional:
//! a variable store under a partial mask blends old and new lanes; a memory store is one v128
//! store when every lane is on and the addresses are consecutive, else one store per active
//! lane. Loads at varying addresses are one v128 load when the addresses are consecutive (a
//! run-time test), else a gather lane by lane.
//!
//! Whatever has no vector form here (integer division, transcendental builtins, dynamic
//! indices into arrays held in values, ...) is computed lane by lane with the scalar code.
//! Statements the vectorizer does not handle (barriers, atomics, `switch`, calls too large to
//! inline) make the whole kernel fall back to the scalar compilation, with a reason.

use std::collections::HashMap;

use naga::{Expression, Handle, ScalarKind, Statement, TypeInner};
use wasm_encoder::{BlockType, Instruction as I, MemArg, ValType};

use super::{FnCx, Label, Place, scalar_binop};
use crate::error::{Result, internal, nopair, novec};
use crate::module::ModuleCx;
use crate::varying::{self, Var, Varying};

/// Lanes per vector.
pub(crate) const LANES: u32 = 4;

/// What a mask level is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Level {
    /// Lanes of the vector still running (cleared by `return`).
    Entry,
    /// Lanes of an inlined call still in it (cleared by its `return`).
    Frame,
    /// One side of a varying `if`.
    If,
    /// Lanes still in a masked loop (cleared by `break`).
    Live,
    /// Lanes in this iteration of a masked loop (cleared by `break` and `continue`).
    Iter,
}

/// An inlined call being compiled: what [`FnCx::vcall_leave`] restores and closes.
pub(super) struct Inlined<'m> {
    caller: super::FnState<'m>,
    saved_loops: Vec<(bool, usize)>,
    end: super::emitter::Open,
    own: bool,
    out: Vec<u32>,
    result: Option<Handle<Expression>>,
}

/// An inlined function, in vector mode.
pub(super) struct VFrame {
    func: Handle<naga::Function>,
    /// Index of its first mask level (a `Frame` level, or the caller's top when it has none).
    base: usize,
    /// Whether it pushed a `Frame` level (returns under varying control).
    own: bool,
    result: Vec<u32>,
    label: usize,
    /// The address of the call statement (names row sites, see `rows`).
    call: usize,
}

/// The vectorizer's state in a function compilation.
pub(crate) struct Lanes {
    /// Off while a value is computed lane by lane with the scalar code.
    on: bool,
    an: Varying,
    masks: Vec<(u32, Level)>,
    /// Per mask level: whether it is known to have every lane on.
    full: Vec<bool>,
    /// Open loops, across inlined calls.
    pub(super) in_loops: u32,
    /// Row specialization (see `rows`), for kernels without barriers.
    pub(super) rows: Option<super::rows::Rows>,
    /// Per open loop, innermost last: whether it is masked, and the mask levels when it opened.
    loops: Vec<(bool, usize)>,
    frames: Vec<VFrame>,
    privates: Privates,
    /// What the vectorized code knows about its locals.
    facts: Facts,
    /// Two copies of the body are being compiled interleaved (see `pairs`): no copy may
    /// branch out of its own code (a return clears lanes instead) to a block opened before
    /// label index `own_labels` (the blocks around both copies' code).
    pub(super) paired: bool,
    pub(super) own_labels: usize,
    /// The statement being compiled is the `return` that ends an inlined function's body
    /// (its branch to the function's end is a fall-through).
    pub(super) tail_return: bool,
}

/// The part of [`Lanes`] that belongs to one copy of the body: its masks, loops, inlined
/// calls and private variables' locals (see `pairs`, which swaps two).
pub(super) struct LaneCopy {
    masks: Vec<(u32, Level)>,
    full: Vec<bool>,
    in_loops: u32,
    loops: Vec<(bool, usize)>,
    frames: Vec<VFrame>,
    privates: Privates,
}

/// The locals of each private variable.
pub(super) type Privates = HashMap<Handle<naga::GlobalVariable>, Vec<u32>>;

impl LaneCopy {
    /// A copy at the start of the body: its entry mask only, its private variables in
    /// `privates`.
    pub(super) fn entry(entry_mask: u32, privates: Privates) -> Self {
        LaneCopy {
            masks: vec![(entry_mask, Level::Entry)],
            full: vec![true],
            in_loops: 0,
            loops: Vec::new(),
            frames: Vec::new(),
            privates,
        }
    }
}

/// What vectorized code knows about its v128 locals, found as it emits them.
#[derive(Default)]
struct Facts {
    /// Per-lane buffer offsets: how to compute each lane's exact i64 offset (see [`Exact`]), by
    /// the v128 local of the offsets.
    exact: HashMap<u32, Exact>,
    /// Vector locals known to hold `b, b + 1, b + 2, b + 3`, with the scalar local of `b`.
    affine: HashMap<u32, u32>,
    /// Vector byte offsets into a binding with a fast path: (scalar flag local "the lanes are
    /// consecutive words", scalar local of lane 0's offset), or (`None`, lane 0's address,
    /// the binding's base included) where they are sure to be (a row's fast body).
    fast: HashMap<u32, (Option<u32>, u32)>,
    /// The code computing vector offsets that only slow paths need, emitted at each of them.
    lazy: HashMap<u32, Vec<I<'static>>>,
}

impl Lanes {
    pub(crate) fn new(an: Varying) -> Self {
        Lanes {
            on: true,
            an,
            masks: Vec::new(),
            full: Vec::new(),
            in_loops: 0,
            rows: None,
            loops: Vec::new(),
            frames: Vec::new(),
            privates: HashMap::new(),
            facts: Facts::default(),
            paired: false,
            own_labels: 0,
            tail_return: false,
        }
    }
}

/// Picks lanes of two vectors by a mask whose every lane is all ones or zero (every mask and
/// vector of booleans here): `i32x4.relaxed_laneselect`, which agrees with `v128.bitselect` on
/// such masks on every platform (relaxed only in what a lane of mixed bits picks) and is one
/// `blendv` on x86 where `bitselect` is three instructions (and, andnot, or).
const LANE_SELECT: I<'static> = I::I32x4RelaxedLaneselect;

/// Whether unsigned `<` and `>` on vectors are emitted as signed compares of sign-flipped
/// operands (x86 has only signed vector compares; other targets have both).
const FLIP_UNSIGNED: bool = cfg!(target_arch = "x86_64");

/// The sign bit of every i32 lane.
const SIGN: i128 = 0x8000_0000_8000_0000_8000_0000_8000_0000_u128 as i128;

/// How to get each lane's exact i64 byte offset of a v128 of buffer offsets (whose lanes are
/// exact only inside [0, 2^32 − 1), else `OOB`): for a further index level.
#[derive(Clone, Copy, Debug)]
pub(super) enum Exact {
    /// `i · stride` (the first level).
    Level { i: u32, signed: bool, stride: u32 },
    /// Computed already, an i64 local per lane.
    Lanes([u32; LANES as usize]),
}

fn mem(offset: u32) -> MemArg {
    MemArg { offset: u64::from(offset), align: 2, memory_index: 0 }
}

/// `[0, step, 2·step, 3·step]` as i32 lanes.
pub(super) fn iota(step: i32) -> I<'static> {
    let lanes = [0, step, 2 * step, 3 * step];
    let mut bits: i128 = 0;
    for (k, &x) in lanes.iter().enumerate() {
        bits |= i128::from(x as u32) << (32 * k);
    }
    I::V128Const(bits)
}

impl<'m> FnCx<'_, 'm> {
    pub(super) fn lanes_on(&self) -> bool {
        self.vector_state().is_some_and(|v| v.on)
    }

    /// What vectorized code knows about its locals (`None` outside vector code, where nothing
    /// is known).
    fn facts(&self) -> Option<&Facts> {
        self.vector_state().map(|v| &v.facts)
    }

    fn facts_mut(&mut self) -> Option<&mut Facts> {
        self.vector_state_mut().map(|v| &mut v.facts)
    }

    /// The scalar local `b` of a vector local known to hold `b, b + 1, b + 2, b + 3`.
    pub(super) fn affine_of(&self, l: u32) -> Option<u32> {
        self.facts()?.affine.get(&l).copied()
    }

    /// Notes that vector local `l` holds `b, b + 1, b + 2, b + 3` (`b` the scalar local).
    pub(super) fn note_affine(&mut self, l: u32, b: u32) {
        if let Some(f) = self.facts_mut() {
            f.affine.insert(l, b);
        }
    }

    /// The vectorizer's state; an internal error outside vector code.
    pub(super) fn lanes(&mut self) -> Result<&mut Lanes> {
        self.vector_state_mut().ok_or_else(|| internal("vector code outside a vectorized kernel"))
    }

    pub(super) fn is_vec(&self, l: u32) -> bool {
        l >= self.e.n_params && self.e.locals[(l - self.e.n_params) as usize] == ValType::V128
    }

    /// The wasm type of local `l` (`fallback` for parameters).
    pub(super) fn local_type(&self, l: u32, fallback: ValType) -> ValType {
        if l >= self.e.n_params { self.e.locals[(l - self.e.n_params) as usize] } else { fallback }
    }

    /// Pushes leaf `l` as a vector: itself, or its value in every lane (a bool as a mask).
    fn push_vec(&mut self, l: u32, kind: ScalarKind) {
        if self.is_vec(l) {
            self.e.code.push(I::LocalGet(l));
            return;
        }
        match (self.local_type(l, ValType::I32), kind) {
            (ValType::F32, _) => self.e.code.extend([I::LocalGet(l), I::F32x4Splat]),
            // 0 - b: a mask of all ones or zero.
            (_, ScalarKind::Bool) => {
                self.e.code.extend([I::I32Const(0), I::LocalGet(l), I::I32Sub, I::I32x4Splat])
            }
            _ => self.e.code.extend([I::LocalGet(l), I::I32x4Splat]),
        }
    }

    fn vec_local(&mut self) -> u32 {
        self.local(ValType::V128)
    }

    fn set_vec(&mut self) -> u32 {
        let l = self.vec_local();
        self.e.code.push(I::LocalSet(l));
        l
    }

    /// A scalar local holding lane `k` of vector leaf `l` (a mask lane as 0/1).
    fn extract(&mut self, l: u32, k: u8, kind: ScalarKind) -> u32 {
        let float = kind == ScalarKind::Float;
        let out = self.local(if float { ValType::F32 } else { ValType::I32 });
        self.e.code.push(I::LocalGet(l));
        if float {
            self.e.code.push(I::F32x4ExtractLane(k));
        } else {
            self.e.code.push(I::I32x4ExtractLane(k));
            if kind == ScalarKind::Bool {
                self.e.code.extend([I::I32Const(1), I::I32And]);
            }
        }
        self.e.code.push(I::LocalSet(out));
        out
    }

    /// Sets lane `k` of vector `dst` to scalar `x`.
    fn replace(&mut self, dst: u32, k: u8, x: u32, kind: ScalarKind) {
        self.e.code.push(I::LocalGet(dst));
        match kind {
            ScalarKind::Float => self.e.code.extend([I::LocalGet(x), I::F32x4ReplaceLane(k)]),
            ScalarKind::Bool => {
                self.e.code.extend([I::I32Const(0), I::LocalGet(x), I::I32Sub, I::I32x4ReplaceLane(k)])
            }
            _ => self.e.code.extend([I::LocalGet(x), I::I32x4ReplaceLane(k)]),
        }
        self.e.code.push(I::LocalSet(dst));
    }

    pub(super) fn cur(&self) -> u32 {
        self.vector_state().and_then(|v| v.masks.last()).map(|m| m.0).unwrap_or(0)
    }

    fn push_mask(&mut self, local: u32, level: Level) -> Result<()> {
        let v = self.lanes()?;
        // A frame's mask starts as a copy of the current one; the others are partial.
        let full = level == Level::Frame && v.full.last() == Some(&true);
        v.masks.push((local, level));
        v.full.push(full);
        Ok(())
    }

    pub(super) fn pop_mask(&mut self) -> Result<()> {
        let v = self.lanes()?;
        v.masks.pop();
        v.full.pop();
        Ok(())
    }

    /// Whether every lane is known to be on here (then a store needs no mask test). Not in
    /// loops: lanes that left in one iteration are off in the code before it in the next.
    fn mask_full(&self) -> bool {
        self.vector_state().is_some_and(|v| v.in_loops == 0 && v.full.last() == Some(&true))
    }

    /// Whether lanes that are alive may be inactive here, for a store into a variable of the
    /// current function (`private`: a private variable, shared by every frame).
    fn divergent(&self, private: bool) -> bool {
        let Some(v) = self.vector_state() else { return false };
        let from = if private { 0 } else { v.frames.last().map_or(0, |f| f.base) };
        v.masks[from..].iter().any(|m| matches!(m.1, Level::If | Level::Live | Level::Iter))
            || (private && v.masks.iter().any(|m| m.1 == Level::Frame))
    }

    /// Clears the current lanes from every mask level from `from` up (the top last).
    fn leave(&mut self, from: usize) {
        let cur = self.cur();
        let n = self.vector_state().map_or(0, |v| v.masks.len());
        if let Some(v) = self.vector_state_mut() {
            v.full[from..].fill(false);
        }
        for i in from..n {
            let m = self.vector_state().map_or(0, |v| v.masks[i].0);
            if m == cur {
                continue;
            }
            self.e.code.extend([I::LocalGet(m), I::LocalGet(cur), I::V128AndNot, I::LocalSet(m)]);
        }
        self.e.code.extend([I::V128Const(0), I::LocalSet(cur)]);
    }

    fn current_func(&self) -> Option<Handle<naga::Function>> {
        self.vector_state().and_then(|v| v.frames.last()).map(|f| f.func)
    }

    // ---- the entry point ----

    /// Sets up the lanes for a vector of invocations: the entry mask (all on) and the private
    /// variables (initialized).
    pub(super) fn vector_group_start(&mut self, entry_mask: u32) -> Result<()> {
        self.e.code.extend([I::V128Const(-1), I::LocalSet(entry_mask)]);
        self.lanes()?.full = vec![true];
        let module = self.m.module;
        for (h, var) in module.global_variables.iter() {
            if !self.m.private_of.contains_key(&h) {
                continue;
            }
            let vals = match var.init {
                Some(init) => self.m.const_leaves(init)?,
                None => self.m.zero(&module.types[var.ty].inner)?,
            };
            let ls = self.vector_state().and_then(|v| v.privates.get(&h).cloned()).unwrap_or_default();
            let kinds = self.leaves(&module.types[var.ty].inner)?;
            for ((&l, v), k) in ls.iter().zip(&vals).zip(&kinds) {
                let c = self.consts(&[*v])[0];
                if self.is_vec(l) {
                    self.push_vec(c, k.kind);
                } else {
                    self.e.code.push(I::LocalGet(c));
                }
                self.e.code.push(I::LocalSet(l));
            }
        }
        Ok(())
    }

    /// The entry mask may have lanes off (a short row of packed workgroups): stores test it.
    pub(super) fn mask_unknown(&mut self) -> Result<()> {
        self.lanes()?.full = vec![false];
        Ok(())
    }

    /// Makes the locals of the private variables (vector mode keeps them in locals: every call
    /// is inlined).
    pub(super) fn vector_privates(&mut self) -> Result<()> {
        let privates = self.private_locals()?;
        self.lanes()?.privates = privates;
        Ok(())
    }

    /// New locals for every private variable (vector ones for varying variables).
    pub(super) fn private_locals(&mut self) -> Result<Privates> {
        let module = self.m.module;
        let mut privates = Privates::new();
        for (h, var) in module.global_variables.iter() {
            if !self.m.private_of.contains_key(&h) {
                continue;
            }
            let varying = self.vector_state().is_some_and(|v| v.an.vars.contains(&Var::Private(h)));
            let leaves = self.leaves(&module.types[var.ty].inner)?;
            let ls: Vec<u32> =
                leaves.iter().map(|l| self.local(if varying { ValType::V128 } else { l.val })).collect();
            privates.insert(h, ls);
        }
        Ok(privates)
    }

    /// Makes the function's local variables (vector locals for varying ones) and sets their
    /// initial values.
    pub(super) fn vinit_locals(&mut self) -> Result<()> {
        let module = self.m.module;
        let func = self.current_func();
        for (h, var) in self.f.local_variables.iter() {
            let varying = self.vector_state().is_some_and(|v| v.an.vars.contains(&Var::Local(func, h)));
            let leaves = self.leaves(&module.types[var.ty].inner)?;
            let ls: Vec<u32> =
                leaves.iter().map(|l| self.local(if varying { ValType::V128 } else { l.val })).collect();
            let init = match var.init {
                Some(e) => self.value(e)?,
                None => {
                    let z = self.m.zero(&module.types[var.ty].inner)?;
                    self.consts(&z)
                }
            };
            for ((&dst, &src), l) in ls.iter().zip(&init).zip(&leaves) {
                if self.is_vec(dst) {
                    self.push_vec(src, l.kind);
                } else if self.is_vec(src) {
                    return Err(novec("a varying initializer of a uniform variable"));
                } else {
                    self.e.code.push(I::LocalGet(src));
                }
                self.e.code.push(I::LocalSet(dst));
            }
            self.vars.insert(h, ls);
        }
        Ok(())
    }

    // ---- statements ----

    pub(super) fn vstatement(&mut self, s: &'m Statement, span: naga::Span) -> Result<()> {
        if self.row_skip() {
            return Ok(());
        }
        match s {
            Statement::Emit(r) => {
                // An expression nothing uses (`_ = big_array;`) is not computed: emitted
                // expressions have no side effects.
                for h in r.clone() {
                    if !super::is_pointer(&self.ty(h)) && self.finfo[h].ref_count > 0 {
                        self.value(h)?;
                    }
                }
            }
            Statement::Block(b) => self.block(b)?,
            Statement::If { condition, accept, reject } => {
                let c = self.value(*condition)?[0];
                if let Some(k) = self.known(c) {
                    return self.block(if k { accept } else { reject });
                }
                if !self.is_vec(c) {
                    return self.plain_if(c, accept, reject);
                }
                let top_level =
                    self.vector_state().is_some_and(|v| v.masks.len() == 1 && v.frames.is_empty());
                let cur = self.cur();
                // Small sides run for every vector (their stores are masked), not behind a test.
                let branch = !(small(accept) && small(reject));
                for (side, block) in [(true, accept), (false, reject)] {
                    if block.is_empty() {
                        continue;
                    }
                    self.e.code.extend([I::LocalGet(cur), I::LocalGet(c)]);
                    self.e.code.push(if side { I::V128And } else { I::V128AndNot });
                    let m = self.set_vec();
                    let taken = branch.then(|| {
                        self.e.code.extend([I::LocalGet(m), I::V128AnyTrue]);
                        self.open(I::If(BlockType::Empty), Label::Other)
                    });
                    self.push_mask(m, Level::If)?;
                    let r = self.block(block);
                    self.pop_mask()?;
                    r?;
                    if let Some(taken) = taken {
                        self.close(taken)?;
                    }
                }
                // Every lane returned: the vector is done (interleaved copies run on: the
                // other's code follows).
                let paired = self.vector_state().is_some_and(|v| v.paired);
                if top_level && !paired && (has_return(accept) || has_return(reject)) {
                    self.e.code.extend([I::LocalGet(cur), I::V128AnyTrue, I::I32Eqz]);
                    let end = self.invocation_end()?;
                    self.e.code.push(I::BrIf(end));
                }
            }
            Statement::Loop { body, continuing, break_if } => {
                if self.row_mode() == super::rows::RowBody::Probe {
                    return self.row_cut();
                }
                let masked = self.is_masked_loop(body);
                self.loop_open(masked)?;
                let r = if masked {
                    self.masked_loop(body, continuing, *break_if)
                } else {
                    self.plain_loop(body, continuing, *break_if)
                };
                self.loop_close()?;
                r?;
            }
            Statement::Break | Statement::Continue => {
                let brk = matches!(s, Statement::Break);
                let (masked, depth) =
                    self.vector_state().and_then(|v| v.loops.last().copied()).unwrap_or((false, 0));
                if masked {
                    let want = if brk { Level::Live } else { Level::Iter };
                    let from = self
                        .vector_state()
                        .and_then(|v| v.masks.iter().rposition(|m| m.1 == want))
                        .ok_or_else(|| internal("a loop mask"))?;
                    self.leave(from);
                } else {
                    // A loop whose exits are uniform: every active lane leaves together.
                    let target = if brk { Label::LoopBreak } else { Label::LoopContinue };
                    let at = self.e.find(|l| l == target).ok_or_else(|| internal("no loop"))?;
                    if self.vector_state().is_some_and(|v| v.masks.len() > depth) {
                        return Err(novec("a loop exit under varying control"));
                    }
                    self.e.code.push(I::Br(self.depth_of(at)));
                }
            }
            Statement::Return { value } => self.vreturn(*value)?,
            Statement::Store { pointer, value } => {
                let place = self.place(*pointer)?;
                if matches!(place, Place::Mem { .. }) && self.row_mode() == super::rows::RowBody::Probe {
                    // The probe stores nothing (its address is recorded).
                    return self.row_cut();
                }
                let v = self.value(*value)?;
                self.vstore(&place, &v)?;
            }
            Statement::Call { function, arguments, result } => {
                let callee = &self.m.module.functions[*function];
                if !self.m.inline
                    || callee.expressions.len() > super::INLINE_MAX
                    || self.m.inlined_exprs >= super::INLINE_TOTAL
                {
                    return Err(novec(format!(
                        "a call of `{}`, too large to inline",
                        callee.name.as_deref().unwrap_or("?")
                    )));
                }
                self.spend_inline(*function)?;
                self.vinline_call(*function, arguments, *result, s as *const Statement as usize)?;
            }
            other => {
                return Err(novec(format!(
                    "the statement {}{}",
                    super::statement_name(other),
                    self.m.at(span)
                )));
            }
        }
        Ok(())
    }

    fn masked_loop(
        &mut self,
        body: &'m naga::Block,
        continuing: &'m naga::Block,
        break_if: Option<Handle<Expression>>,
    ) -> Result<()> {
        let live = self.live_mask()?;
        let exit = self.open(I::Block(BlockType::Empty), Label::LoopBreak);
        let top = self.open(I::Loop(BlockType::Empty), Label::LoopTop);
        self.e.code.extend([I::LocalGet(live), I::V128AnyTrue, I::I32Eqz, I::BrIf(1)]);
        let r = self.loop_turn(live, body, continuing, break_if).and_then(|()| {
            self.e.code.push(I::Br(0));
            self.close(top)?;
            self.close(exit)
        });
        self.pop_mask()?;
        r
    }

    /// A masked loop's mask of lanes still in it (a copy of the current mask), pushed.
    pub(super) fn live_mask(&mut self) -> Result<u32> {
        let cur = self.cur();
        let live = self.vec_local();
        self.e.code.extend([I::LocalGet(cur), I::LocalSet(live)]);
        self.push_mask(live, Level::Live)?;
        Ok(live)
    }

    /// One turn of a masked loop whose lanes still in it are `live`: the body under the
    /// mask of this iteration's lanes, then the continuing block and the `break if`.
    pub(super) fn loop_turn(
        &mut self,
        live: u32,
        body: &'m naga::Block,
        continuing: &'m naga::Block,
        break_if: Option<Handle<Expression>>,
    ) -> Result<()> {
        let iter = self.vec_local();
        self.e.code.extend([I::LocalGet(live), I::LocalSet(iter)]);
        self.push_mask(iter, Level::Iter)?;
        let cont = self.open(I::Block(BlockType::Empty), Label::LoopContinue);
        let r = self.block(body);
        self.pop_mask()?;
        r?;
        self.close(cont)?;
        // Lanes that continued rejoin for the continuing block.
        self.block(continuing)?;
        if let Some(c) = break_if {
            let c = self.value(c)?[0];
            self.push_vec(c, ScalarKind::Bool);
            self.e.code.extend([I::LocalGet(live), I::V128And]);
            let leaving = self.set_vec();
            self.e.code.extend([I::LocalGet(live), I::LocalGet(leaving), I::V128AndNot, I::LocalSet(live)]);
        }
        Ok(())
    }

    /// Opens a loop of the current copy (`masked`: its exits vary), for `break` and
    /// `continue` and the masks' rules inside it.
    pub(super) fn loop_open(&mut self, masked: bool) -> Result<()> {
        let depth = self.vector_state().map_or(0, |v| v.masks.len());
        self.lanes()?.loops.push((masked, depth));
        self.lanes()?.in_loops += 1;
        Ok(())
    }

    /// Closes the current copy's innermost loop.
    pub(super) fn loop_close(&mut self) -> Result<()> {
        self.lanes()?.in_loops -= 1;
        self.lanes()?.loops.pop();
        Ok(())
    }

    /// Whether `body` is the body of a loop whose lanes leave at different iterations.
    pub(super) fn is_masked_loop(&self, body: &naga::Block) -> bool {
        self.vector_state().is_some_and(|v| v.an.masked_loops.contains(&varying::loop_key(body)))
    }

    fn vreturn(&mut self, value: Option<Handle<Expression>>) -> Result<()> {
        let v = match value {
            Some(v) => self.value(v)?,
            None => Vec::new(),
        };
        let frame = self
            .vector_state()
            .and_then(|l| l.frames.last())
            .map(|f| (f.base, f.own, f.result.clone(), f.label));
        let divergent = self.divergent(false);
        let (paired, own_labels, tail, in_loops) = self
            .vector_state()
            .map_or((false, 0, false, 0), |v| (v.paired, v.own_labels, v.tail_return, v.in_loops));
        match frame {
            None => {
                // Interleaved copies clear their lanes instead of branching out (the other
                // copy's code follows); not inside a loop, which may end only by this return.
                if paired && !divergent && in_loops > 0 {
                    return Err(nopair("a return inside a loop with uniform exits"));
                }
                if divergent || paired {
                    self.leave(0);
                } else {
                    let end = self.invocation_end()?;
                    self.e.code.push(I::Br(end));
                }
            }
            Some((base, own, result, label)) => {
                let kinds = match self.f.result.as_ref() {
                    Some(r) => self.leaves(&self.m.module.types[r.ty].inner)?,
                    None => Vec::new(),
                };
                let cur = self.cur();
                for ((&dst, &src), k) in result.iter().zip(&v).zip(&kinds) {
                    if self.is_vec(dst) {
                        self.push_vec(src, k.kind);
                        if own {
                            self.e.code.extend([I::LocalGet(dst), I::LocalGet(cur), LANE_SELECT]);
                        }
                    } else if self.is_vec(src) || own {
                        return Err(novec("a varying result of a uniform function"));
                    } else {
                        self.e.code.push(I::LocalGet(src));
                    }
                    self.e.code.push(I::LocalSet(dst));
                }
                if divergent || own {
                    if !own {
                        return Err(novec("a return under varying control"));
                    }
                    self.leave(base);
                } else if !paired || label >= own_labels {
                    self.e.code.push(I::Br(self.depth_of(label)));
                } else if !tail {
                    return Err(nopair("a return before the end of an inlined function"));
                }
            }
        }
        Ok(())
    }

    fn vinline_call(
        &mut self,
        function: Handle<naga::Function>,
        arguments: &[Handle<Expression>],
        result: Option<Handle<Expression>>,
        call: usize,
    ) -> Result<()> {
        let module = self.m.module;
        let inlined = self.vcall_enter(function, arguments, result, call)?;
        let r = self.block(&module.functions[function].body);
        self.vcall_leave(inlined, r)
    }

    /// The start of an inlined call: the arguments, the result's locals, the callee's own
    /// mask level, block and locals; the caller's state is kept in the answer, for
    /// [`Self::vcall_leave`].
    pub(super) fn vcall_enter(
        &mut self,
        function: Handle<naga::Function>,
        arguments: &[Handle<Expression>],
        result: Option<Handle<Expression>>,
        call: usize,
    ) -> Result<Inlined<'m>> {
        let module = self.m.module;
        let callee: &'m naga::Function = &module.functions[function];
        if self.vector_state().is_some_and(|v| v.frames.len() >= 32) {
            return Err(novec("calls nested more than 32 deep"));
        }
        if self.m.pointer_args.contains(&function) {
            return Err(novec("a call with pointer arguments"));
        }
        let mut params: Vec<Vec<u32>> = Vec::new();
        for &a in arguments {
            let v = self.value(a)?;
            let copy: Vec<u32> = v
                .iter()
                .map(|&s| {
                    let t = self.local_type(s, ValType::I32);
                    let d = self.local(t);
                    self.e.code.extend([I::LocalGet(s), I::LocalSet(d)]);
                    if let Some(b) = self.affine_of(s) {
                        self.note_affine(d, b);
                    }
                    self.known_copy(s, d);
                    d
                })
                .collect();
            params.push(copy);
        }
        let varying_result = self.vector_state().is_some_and(|v| v.an.varying_returns.contains(&function));
        let out: Vec<u32> = match &callee.result {
            Some(r) => {
                let leaves = self.leaves(&module.types[r.ty].inner)?;
                leaves
                    .iter()
                    .map(|l| self.local(if varying_result { ValType::V128 } else { l.val }))
                    .collect()
            }
            None => Vec::new(),
        };
        // Returns under varying control get a mask level of their own.
        let own = varying_result && has_return_inside(&callee.body);
        let cur = self.cur();
        let base = self.vector_state().map_or(0, |v| v.masks.len());
        if own {
            let m = self.vec_local();
            self.e.code.extend([I::LocalGet(cur), I::LocalSet(m)]);
            self.push_mask(m, Level::Frame)?;
        }
        let caller = self.enter_callee(function, params, Vec::new());
        let saved_loops = std::mem::take(&mut self.lanes()?.loops);
        let end = self.open(I::Block(BlockType::Empty), Label::InlineEnd);
        let label = end.index();
        self.lanes()?.frames.push(VFrame { func: function, base, own, result: out.clone(), label, call });
        let inlined = Inlined { caller, saved_loops, end, own, out, result };
        self.vinit_locals()?;
        Ok(inlined)
    }

    /// The end of an inlined call whose body compiled to `body`: back to the caller, the
    /// call's result its value.
    pub(super) fn vcall_leave(&mut self, call: Inlined<'m>, body: Result<()>) -> Result<()> {
        let Inlined { caller, saved_loops, end, own, out, result } = call;
        self.lanes()?.frames.pop();
        // The body's error first: after one, blocks inside it may still be open.
        let closed = if body.is_ok() { self.close(end) } else { Ok(()) };
        if own {
            self.pop_mask()?;
        }
        self.leave_callee(caller);
        self.lanes()?.loops = saved_loops;
        body?;
        closed?;
        if let Some(r) = result {
            self.values.insert(r, out);
        }
        Ok(())
    }

    // ---- stores and loads ----

    fn vstore(&mut self, p: &Place, v: &[u32]) -> Result<()> {
        match p {
            Place::Mem { slot, dynamic, offset, ty } => {
                let atomic = matches!(ty, TypeInner::Atomic(_));
                let leaves = self.leaves(ty)?;
                let single = leaves.len() == 1 && !atomic;
                let cur = self.cur();
                let dyn_vec = dynamic.is_some_and(|d| self.is_vec(d));
                for (l, &src) in leaves.iter().zip(v) {
                    if l.kind == ScalarKind::Bool {
                        return Err(novec("booleans in memory"));
                    }
                    let at = offset + l.offset;
                    let store = match (atomic, l.val) {
                        (true, _) => I::I32AtomicStore(mem(at)),
                        (false, ValType::F32) => I::F32Store(mem(at)),
                        _ => I::I32Store(mem(at)),
                    };
                    let base = I::GlobalGet(ModuleCx::slot_base(*slot));
                    if !dyn_vec && !self.is_vec(src) {
                        // Every lane stores the same value at the same place (if inside).
                        let ok = dynamic.map(|d| self.inside(*slot, d, at));
                        self.e.code.extend([I::LocalGet(cur), I::V128AnyTrue]);
                        if let Some(ok) = ok {
                            self.e.code.extend([I::LocalGet(ok), I::I32And]);
                        }
                        self.e.code.extend([I::If(BlockType::Empty), base]);
                        if let Some(d) = dynamic {
                            self.push_dyn(*d);
                            self.e.code.push(I::I32Add);
                        }
                        self.e.code.extend([I::LocalGet(src), store, I::End]);
                        continue;
                    }
                    let d = match dynamic {
                        Some(d) if dyn_vec => *d,
                        _ => 0,
                    };
                    if single && dyn_vec {
                        // All lanes on, consecutive addresses, all inside: one v128 store.
                        let known = self.facts().is_some_and(|f| f.fast.contains_key(&d));
                        let (d0, sure) = self.consecutive(d);
                        if !sure && !known {
                            self.push_inside4(*slot, d0, at);
                            self.e.code.push(I::I32And);
                        }
                        let full = self.mask_full();
                        let test = !(sure && full);
                        if !full {
                            self.e.code.extend([
                                I::LocalGet(cur),
                                I::I32x4Bitmask,
                                I::I32Const(0b1111),
                                I::I32Eq,
                            ]);
                            if !sure {
                                self.e.code.push(I::I32And);
                            }
                        }
                        if test {
                            self.e.code.push(I::If(BlockType::Empty));
                        }
                        self.push_address(&base, d0, sure);
                        self.push_vec(src, l.kind);
                        self.e.code.push(I::V128Store(mem(at)));
                        if test {
                            self.e.code.push(I::Else);
                            self.materialize(d);
                            let on = self.store_mask(cur, *slot, *dynamic, dyn_vec, at);
                            self.scatter(on, *slot, *dynamic, dyn_vec, src, l.kind, store.clone());
                            self.e.code.push(I::End);
                        }
                    } else {
                        if dyn_vec {
                            self.materialize(d);
                        }
                        let on = self.store_mask(cur, *slot, *dynamic, dyn_vec, at);
                        self.scatter(on, *slot, *dynamic, dyn_vec, src, l.kind, store.clone());
                    }
                }
            }
            Place::Vars { globals, leaves, ty } => {
                if *globals {
                    return Err(novec("a private variable in a global"));
                }
                let kinds = self.leaves(ty)?;
                let private = self.is_private_leaf(leaves.first().copied());
                let divergent = self.divergent(private);
                let cur = self.cur();
                for ((&dst, &src), k) in leaves.iter().zip(v).zip(&kinds) {
                    self.store_var(dst, src, k.kind, divergent, cur)?;
                }
            }
            Place::Dyn { globals, candidates, index, ty } => {
                if *globals || self.is_vec(*index) {
                    return Err(novec("a store into a local array at a per-lane index"));
                }
                let kinds = self.leaves(ty)?;
                let private = self.is_private_leaf(candidates.first().and_then(|c| c.first().copied()));
                let divergent = self.divergent(private);
                let cur = self.cur();
                for (e, c) in candidates.iter().enumerate() {
                    self.e.code.extend([
                        I::LocalGet(*index),
                        I::I32Const(e as i32),
                        I::I32Eq,
                        I::If(BlockType::Empty),
                    ]);
                    for ((&dst, &src), k) in c.iter().zip(v).zip(&kinds) {
                        self.store_var(dst, src, k.kind, divergent, cur)?;
                    }
                    self.e.code.push(I::End);
                }
            }
        }
        Ok(())
    }

    fn is_private_leaf(&self, l: Option<u32>) -> bool {
        let (Some(l), Some(v)) = (l, self.vector_state()) else { return false };
        v.privates.values().any(|ls| ls.contains(&l))
    }

    fn store_var(&mut self, dst: u32, src: u32, kind: ScalarKind, divergent: bool, cur: u32) -> Result<()> {
        if self.is_vec(dst) {
            self.push_vec(src, kind);
            if divergent {
                self.e.code.extend([I::LocalGet(dst), I::LocalGet(cur), LANE_SELECT]);
            }
        } else if self.is_vec(src) || divergent {
            return Err(novec("a per-lane store into a uniform variable"));
        } else {
            self.e.code.push(I::LocalGet(src));
        }
        self.e.code.push(I::LocalSet(dst));
        Ok(())
    }

    /// Computes vector offsets `d` here if their computation was deferred (see `vindex_mem`).
    fn materialize(&mut self, d: u32) {
        if let Some(r) = self.facts().and_then(|f| f.lazy.get(&d)).cloned() {
            self.e.code.extend(r);
        }
    }

    /// Pushes whether vector `d` holds consecutive words (`d0`, `d0 + 4`, ...) and returns
    /// the local of `d0`; or, where they are sure to be (a row's fast body), pushes nothing
    /// and returns `(a0, true)`, `a0` the address (the binding's base included). Known-consecutive offsets (`vindex_mem`) are a flag already;
    /// others are compared lane by lane at run time.
    fn consecutive(&mut self, d: u32) -> (u32, bool) {
        if let Some((fast, first)) = self.facts().and_then(|f| f.fast.get(&d).copied()) {
            match fast {
                Some(f) => self.e.code.push(I::LocalGet(f)),
                None => return (first, true),
            }
            return (first, false);
        }
        let d0 = self.local(ValType::I32);
        self.e.code.extend([
            I::LocalGet(d),
            I::I32x4ExtractLane(0),
            I::LocalTee(d0),
            I::I32x4Splat,
            iota(4),
            I::I32x4Add,
            I::LocalGet(d),
            I::I32x4Eq,
            I::I32x4AllTrue,
        ]);
        (d0, false)
    }

    /// Pushes the address of lane 0: `base + d0`, or `d0` where it is an address already
    /// (`consecutive` says).
    fn push_address(&mut self, base: &I<'static>, d0: u32, absolute: bool) {
        if absolute {
            self.e.code.push(I::LocalGet(d0));
        } else {
            self.e.code.extend([base.clone(), I::LocalGet(d0), I::I32Add]);
        }
    }

    /// Stores lane by lane, for the active lanes in order.
    #[allow(clippy::too_many_arguments)]
    fn scatter(
        &mut self,
        cur: u32,
        slot: u32,
        dynamic: Option<u32>,
        dyn_vec: bool,
        src: u32,
        kind: ScalarKind,
        store: I<'static>,
    ) {
        for k in 0..LANES as u8 {
            self.e.code.extend([I::LocalGet(cur), I::I32x4ExtractLane(k), I::If(BlockType::Empty)]);
            self.e.code.push(I::GlobalGet(ModuleCx::slot_base(slot)));
            if let Some(d) = dynamic {
                if dyn_vec {
                    self.e.code.extend([I::LocalGet(d), I::I32x4ExtractLane(k)]);
                } else {
                    self.push_dyn(d);
                }
                self.e.code.push(I::I32Add);
            }
            self.e.code.push(I::LocalGet(src));
            if self.is_vec(src) {
                self.e.code.push(if kind == ScalarKind::Float {
                    I::F32x4ExtractLane(k)
                } else {
                    I::I32x4ExtractLane(k)
                });
            }
            self.e.code.extend([store.clone(), I::End]);
        }
    }

    /// Loads through a place whose index may vary.
    fn vload(&mut self, p: &Place) -> Result<Vec<u32>> {
        match p {
            Place::Mem { slot, dynamic: Some(d), offset, ty } if self.is_vec(*d) => {
                let d = *d;
                let atomic = matches!(ty, TypeInner::Atomic(_));
                let leaves = self.leaves(ty)?;
                let single = leaves.len() == 1 && !atomic;
                let mut out = Vec::new();
                for l in leaves {
                    if l.kind == ScalarKind::Bool {
                        return Err(novec("booleans in memory"));
                    }
                    let at = offset + l.offset;
                    let load = match (atomic, l.val) {
                        (true, _) => I::I32AtomicLoad(mem(at)),
                        (false, ValType::F32) => I::F32Load(mem(at)),
                        _ => I::I32Load(mem(at)),
                    };
                    let dst = self.vec_local();
                    let base = I::GlobalGet(ModuleCx::slot_base(*slot));
                    if single {
                        let known = self.facts().is_some_and(|f| f.fast.contains_key(&d));
                        let (d0, sure) = self.consecutive(d);
                        if !sure {
                            if !known {
                                self.push_inside4(*slot, d0, at);
                                self.e.code.push(I::I32And);
                            }
                            self.e.code.push(I::If(BlockType::Empty));
                        }
                        self.push_address(&base, d0, sure);
                        self.e.code.extend([I::V128Load(mem(at)), I::LocalSet(dst)]);
                        if !sure {
                            self.e.code.push(I::Else);
                            self.materialize(d);
                            self.gather_inside(dst, *slot, d, at, load, l.val);
                            self.e.code.push(I::End);
                        }
                    } else {
                        self.materialize(d);
                        self.gather_inside(dst, *slot, d, at, load, l.val);
                    }
                    out.push(dst);
                }
                Ok(out)
            }
            Place::Dyn { index, .. } if self.is_vec(*index) => {
                Err(novec("a load from a local array at a per-lane index"))
            }
            _ => self.load(p),
        }
    }

    /// A new i64 local holding lane `k`'s exact byte offset of vector offsets `d` (made by
    /// `vindex_buffer`).
    fn exact_lane(&mut self, d: u32, k: u8) -> Result<u32> {
        match self.facts().and_then(|f| f.exact.get(&d).copied()) {
            Some(Exact::Lanes(lanes)) => Ok(lanes[k as usize]),
            Some(Exact::Level { i, signed, stride }) => {
                let ik = if self.is_vec(i) { self.extract(i, k, ScalarKind::Uint) } else { i };
                Ok(self.buffer_offset(None, ik, signed, stride))
            }
            None => Err(novec("a buffer offset of unknown origin")),
        }
    }

    /// A new v128 mask: the lanes of offsets `d` whose access at `d + c` of buffer `slot` is
    /// inside the binding.
    fn vinside(&mut self, slot: u32, d: u32, c: u32) -> u32 {
        let room = self.room(slot, c);
        self.e.code.extend([I::LocalGet(d), I::LocalGet(room), I::I32x4Splat, I::I32x4LtU]);
        self.set_vec()
    }

    /// Pushes whether the four words from offset `d0 + c` of buffer `slot` are inside it.
    fn push_inside4(&mut self, slot: u32, d0: u32, c: u32) {
        let room = self.room(slot, c);
        // d0 <u room leaves no wrap in d0 + 12.
        self.e.code.extend([
            I::LocalGet(d0),
            I::LocalGet(room),
            I::I32LtU,
            I::LocalGet(d0),
            I::I32Const(12),
            I::I32Add,
            I::LocalGet(room),
            I::I32LtU,
            I::I32And,
        ]);
    }

    /// The lanes of mask `cur` whose store at `dynamic + c` of `slot` is inside the binding.
    fn store_mask(&mut self, cur: u32, slot: u32, dynamic: Option<u32>, dyn_vec: bool, c: u32) -> u32 {
        let Some(d) = dynamic else { return cur };
        if dyn_vec {
            let m = self.vinside(slot, d, c);
            self.e.code.extend([I::LocalGet(cur), I::LocalGet(m), I::V128And]);
        } else {
            let ok = self.inside(slot, d, c);
            self.e.code.extend([
                I::LocalGet(cur),
                I::I32Const(0),
                I::LocalGet(ok),
                I::I32Sub,
                I::I32x4Splat,
                I::V128And,
            ]);
        }
        self.set_vec()
    }

    /// Gathers lane by lane from buffer `slot`: lanes outside the binding load at offset 0 of
    /// the place (inside it) and give 0.
    fn gather_inside(&mut self, dst: u32, slot: u32, d: u32, c: u32, load: I<'static>, val: ValType) {
        let m = self.vinside(slot, d, c);
        self.e.code.extend([I::LocalGet(d), I::LocalGet(m), I::V128And]);
        let dm = self.set_vec();
        self.gather(dst, &I::GlobalGet(ModuleCx::slot_base(slot)), dm, load, val);
        self.e.code.extend([I::LocalGet(dst), I::LocalGet(m), I::V128And, I::LocalSet(dst)]);
    }

    fn gather(&mut self, dst: u32, base: &I<'static>, d: u32, load: I<'static>, val: ValType) {
        for k in 0..LANES as u8 {
            if k > 0 {
                self.e.code.push(I::LocalGet(dst));
            }
            self.e.code.extend([
                base.clone(),
                I::LocalGet(d),
                I::I32x4ExtractLane(k),
                I::I32Add,
                load.clone(),
            ]);
            if k == 0 {
                self.e.code.push(if val == ValType::F32 { I::F32x4Splat } else { I::I32x4Splat });
            } else {
                self.e.code.push(if val == ValType::F32 {
                    I::F32x4ReplaceLane(k)
                } else {
                    I::I32x4ReplaceLane(k)
                });
            }
            self.e.code.push(I::LocalSet(dst));
        }
    }

    /// The element place of an array in a buffer at a per-lane index: per lane, the byte
    /// offset `buffer_offset` gives (exact, or `OOB`), checked at each access.
    #[allow(clippy::too_many_arguments)]
    fn vindex_buffer(
        &mut self,
        slot: u32,
        dynamic: Option<u32>,
        offset: u32,
        ty: &TypeInner,
        i: u32,
        signed: bool,
        h: Handle<Expression>,
    ) -> Result<Place> {
        let (elem, _, _, stride, _) = self.component(ty, None)?;
        if let Some(old) = dynamic {
            // A further level: lane by lane, each lane's exact i64 offset (the scalar code's),
            // then OOB where it is outside [0, 2^32 − 1).
            let d = self.vec_local();
            let mut lanes = [0u32; LANES as usize];
            for k in 0..LANES as u8 {
                let before = if self.is_vec(old) { self.exact_lane(old, k)? } else { old };
                let ik = if self.is_vec(i) { self.extract(i, k, ScalarKind::Uint) } else { i };
                let t = self.buffer_offset(Some(before), ik, signed, stride);
                self.e.code.extend([
                    I::LocalGet(t),
                    I::I32WrapI64,
                    I::I32Const(super::OOB),
                    I::LocalGet(t),
                    I::I64Const(i64::from(u32::MAX)),
                    I::I64LtU,
                    I::Select,
                ]);
                let lane = self.local(ValType::I32);
                self.e.code.push(I::LocalSet(lane));
                self.replace(d, k, lane, ScalarKind::Uint);
                lanes[k as usize] = t;
            }
            if let Some(f) = self.facts_mut() {
                f.exact.insert(d, Exact::Lanes(lanes));
            }
            return Ok(Place::Mem { slot, dynamic: Some(d), offset, ty: elem });
        }
        // d = i · stride, or OOB (all ones) where i >u c: what `buffer_offset` gives per lane.
        let start = self.e.code.len();
        let c = (u32::MAX - 1) / stride.max(1);
        self.push_vec(i, ScalarKind::Uint);
        if stride.is_power_of_two() {
            self.e.code.extend([I::I32Const(stride.trailing_zeros() as i32), I::I32x4Shl]);
        } else {
            self.e.code.extend([I::I32Const(stride as i32), I::I32x4Splat, I::I32x4Mul]);
        }
        self.push_vec(i, ScalarKind::Uint);
        self.e.code.extend([I::I32Const(c as i32), I::I32x4Splat, I::I32x4GtU, I::V128Or]);
        let d = self.set_vec();
        let recipe_len = self.e.code.len() - start;
        if let Some(f) = self.facts_mut() {
            f.exact.insert(d, Exact::Level { i, signed, stride });
        }
        // Consecutive indices of 4-byte elements: lane 0's offset and a flag "all four inside
        // the binding" (the index's last valid value from the binding's length, not from the
        // array's count: past a fixed array is still inside the binding).
        if let (Some(b), 4) = (self.affine_of(i), stride) {
            let lim = self.runtime_limit(slot, None, offset, 4);
            let entry = match self.access_site(h, slot, i, lim) {
                // A row's fast body: inside the binding for the whole row (see `rows`).
                Some(addr) => (None, addr),
                None => {
                    let fast = self.local(ValType::I32);
                    let first = self.local(ValType::I32);
                    // b < lim - 2 (0 when lim < 2): b + 3 <= lim, so every lane is inside.
                    self.e.code.extend([
                        I::LocalGet(b),
                        I::LocalGet(lim),
                        I::I32Const(2),
                        I::I32Sub,
                        I::I32Const(0),
                        I::LocalGet(lim),
                        I::I32Const(2),
                        I::I32GeU,
                        I::Select,
                        I::I32LtU,
                        I::LocalSet(fast),
                        I::LocalGet(b),
                        I::I32Const(2),
                        I::I32Shl,
                        I::LocalSet(first),
                    ]);
                    (Some(fast), first)
                }
            };
            let recipe: Vec<I<'static>> = self.e.code.drain(start..start + recipe_len).collect();
            if let Some(f) = self.facts_mut() {
                f.fast.insert(d, entry);
                f.lazy.insert(d, recipe);
            }
        }
        Ok(Place::Mem { slot, dynamic: Some(d), offset, ty: elem })
    }

    /// The element place of an array in memory at a per-lane index (see `vindex_buffer`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn vindex_mem(
        &mut self,
        slot: u32,
        dynamic: Option<u32>,
        offset: u32,
        ty: &TypeInner,
        i: u32,
        signed: bool,
        h: Handle<Expression>,
    ) -> Result<Place> {
        if !self.is_buffer(slot) {
            // Kernels with workgroup variables are never vectorized.
            return Err(novec("workgroup variables"));
        }
        self.vindex_buffer(slot, dynamic, offset, ty, i, signed, h)
    }

    // ---- values ----

    pub(super) fn vvalue(&mut self, h: Handle<Expression>) -> Result<Vec<u32>> {
        if self.hoistable(h) {
            // The same for the whole dispatch: computed once, before the workgroup loop.
            let r = self.in_prologue(|cx| match cx.f.expressions[h] {
                Expression::Load { pointer } => cx.place(pointer).and_then(|p| cx.load(&p)),
                _ => cx.compute(h),
            })?;
            self.hoist.invariant.extend(r.iter().copied());
            return Ok(r);
        }
        if let Some(v) = self.fold_known(h)? {
            return Ok(v);
        }
        let e = &self.f.expressions[h];
        match *e {
            Expression::Load { pointer } => {
                let p = self.place(pointer)?;
                self.vload(&p)
            }
            Expression::Compose { .. }
            | Expression::Splat { .. }
            | Expression::Swizzle { .. }
            | Expression::AccessIndex { .. }
            | Expression::Literal(_)
            | Expression::Constant(_)
            | Expression::ZeroValue(_)
            | Expression::FunctionArgument(_)
            | Expression::ArrayLength(_) => self.compute(h),
            Expression::CallResult(_) | Expression::AtomicResult { .. } => {
                Err(internal("a call or atomic result used before its statement"))
            }
            ref e => {
                let ops = varying::operands(e)
                    .ok_or_else(|| novec(format!("the expression {}", varying::name(e))))?;
                let mut any = false;
                for &o in &ops {
                    let v = self.value(o)?;
                    any |= v.iter().any(|&l| self.is_vec(l));
                }
                if !any {
                    return self.compute(h);
                }
                match self.vector_op(h)? {
                    Some(v) => Ok(v),
                    None => self.lanewise(h, &ops),
                }
            }
        }
    }

    /// Whether `h` is the same for every invocation of a dispatch and worth computing once:
    /// an operation on such values, or a load from a read-only binding at such an index.
    fn hoistable(&self, h: Handle<Expression>) -> bool {
        if self.hoist.at.is_none() {
            return false;
        }
        match self.f.expressions[h] {
            Expression::Load { pointer } => self.invariant_pointer(pointer),
            Expression::Literal(_)
            | Expression::Constant(_)
            | Expression::ZeroValue(_)
            | Expression::FunctionArgument(_)
            | Expression::CallResult(_)
            | Expression::AtomicResult { .. } => false,
            ref e => varying::operands(e).is_some_and(|ops| ops.iter().all(|&o| self.invariant_value(o))),
        }
    }

    fn invariant_value(&self, h: Handle<Expression>) -> bool {
        match self.f.expressions[h] {
            Expression::Literal(_) | Expression::Constant(_) | Expression::ZeroValue(_) => true,
            _ => self.values.get(&h).is_some_and(|v| v.iter().all(|l| self.hoist.invariant.contains(l))),
        }
    }

    fn invariant_pointer(&self, p: Handle<Expression>) -> bool {
        match self.f.expressions[p] {
            Expression::GlobalVariable(g) => {
                let var = &self.m.module.global_variables[g];
                match var.space {
                    naga::AddressSpace::Uniform => true,
                    naga::AddressSpace::Storage { access } => !access.contains(naga::StorageAccess::STORE),
                    _ => false,
                }
            }
            Expression::AccessIndex { base, .. } => self.invariant_pointer(base),
            Expression::Access { base, index } => self.invariant_pointer(base) && self.invariant_value(index),
            _ => false,
        }
    }

    /// Computes `h` once per lane with the scalar code (operands are lanes of the vectors).
    fn lanewise(&mut self, h: Handle<Expression>, ops: &[Handle<Expression>]) -> Result<Vec<u32>> {
        let mut uniq: Vec<Handle<Expression>> = Vec::new();
        for &o in ops {
            if !uniq.contains(&o) {
                uniq.push(o);
            }
        }
        let mut vals = Vec::new();
        for &o in &uniq {
            let v = self.value(o)?;
            let kinds = self.leaves(&self.ty(o))?;
            vals.push((o, v, kinds));
        }
        let out_kinds = self.leaves(&self.ty(h))?;
        let out: Vec<u32> = out_kinds.iter().map(|_| self.vec_local()).collect();
        for k in 0..LANES as u8 {
            let mut saved = Vec::new();
            for (o, v, kinds) in &vals {
                let lane: Vec<u32> = v
                    .iter()
                    .zip(kinds)
                    .map(|(&l, kd)| if self.is_vec(l) { self.extract(l, k, kd.kind) } else { l })
                    .collect();
                saved.push((*o, self.values.insert(*o, lane)));
            }
            self.lanes()?.on = false;
            let r = self.compute(h);
            self.lanes()?.on = true;
            for (o, old) in saved.into_iter().rev() {
                match old {
                    Some(v) => self.values.insert(o, v),
                    None => self.values.remove(&o),
                };
            }
            let r = r?;
            for ((&dst, &x), kd) in out.iter().zip(&r).zip(&out_kinds) {
                self.replace(dst, k, x, kd.kind);
            }
        }
        Ok(out)
    }

    /// The vector form of an expression with varying operands, where there is one.
    fn vector_op(&mut self, h: Handle<Expression>) -> Result<Option<Vec<u32>>> {
        use naga::BinaryOperator as B;
        Ok(Some(match self.f.expressions[h] {
            Expression::Unary { op, expr } => {
                let kinds = self.leaves(&self.ty(expr))?;
                let v = self.value(expr)?;
                let mut out = Vec::new();
                for (&x, k) in v.iter().zip(&kinds) {
                    if !self.is_vec(x) {
                        // A uniform leaf of a partly varying value.
                        let t = self.local_type(x, k.val);
                        let dst = self.local(t);
                        match (op, k.kind) {
                            (naga::UnaryOperator::Negate, ScalarKind::Float) => {
                                self.e.code.extend([I::LocalGet(x), I::F32Neg])
                            }
                            (naga::UnaryOperator::Negate, _) => {
                                self.e.code.extend([I::I32Const(0), I::LocalGet(x), I::I32Sub])
                            }
                            (naga::UnaryOperator::LogicalNot, _) => {
                                self.e.code.extend([I::LocalGet(x), I::I32Eqz])
                            }
                            (naga::UnaryOperator::BitwiseNot, _) => {
                                self.e.code.extend([I::LocalGet(x), I::I32Const(-1), I::I32Xor])
                            }
                        }
                        self.e.code.push(I::LocalSet(dst));
                        out.push(dst);
                        continue;
                    }
                    self.e.code.push(I::LocalGet(x));
                    self.e.code.push(match (op, k.kind) {
                        (naga::UnaryOperator::Negate, ScalarKind::Float) => I::F32x4Neg,
                        (naga::UnaryOperator::Negate, _) => I::I32x4Neg,
                        _ => I::V128Not,
                    });
                    out.push(self.set_vec());
                }
                out
            }
            Expression::Binary { op, left, right } => {
                let (lt, rt) = (self.ty(left), self.ty(right));
                if matches!(lt, TypeInner::Matrix { .. }) || matches!(rt, TypeInner::Matrix { .. }) {
                    return Ok(None);
                }
                let (ll, rl) = (self.leaves(&lt)?, self.leaves(&rt)?);
                let (a, b) = (self.value(left)?, self.value(right)?);
                let kind = ll[0].kind;
                let float = kind == ScalarKind::Float;
                let signed = kind == ScalarKind::Sint;
                let n = a.len().max(b.len());
                let pick = |v: &[u32], j: usize| if v.len() == 1 { v[0] } else { v[j] };
                let vop = match (op, float, signed) {
                    (B::Add, true, _) => I::F32x4Add,
                    (B::Add, false, _) => I::I32x4Add,
                    (B::Subtract, true, _) => I::F32x4Sub,
                    (B::Subtract, false, _) => I::I32x4Sub,
                    (B::Multiply, true, _) => I::F32x4Mul,
                    (B::Multiply, false, _) => I::I32x4Mul,
                    (B::Divide, true, _) => I::F32x4Div,
                    (B::Equal, true, _) => I::F32x4Eq,
                    (B::Equal, false, _) => I::I32x4Eq,
                    (B::NotEqual, true, _) => I::F32x4Ne,
                    (B::NotEqual, false, _) => I::I32x4Ne,
                    (B::Less, true, _) => I::F32x4Lt,
                    (B::Less, false, true) => I::I32x4LtS,
                    (B::Less, false, false) => I::I32x4LtU,
                    (B::LessEqual, true, _) => I::F32x4Le,
                    (B::LessEqual, false, true) => I::I32x4LeS,
                    (B::LessEqual, false, false) => I::I32x4LeU,
                    (B::Greater, true, _) => I::F32x4Gt,
                    (B::Greater, false, true) => I::I32x4GtS,
                    (B::Greater, false, false) => I::I32x4GtU,
                    (B::GreaterEqual, true, _) => I::F32x4Ge,
                    (B::GreaterEqual, false, true) => I::I32x4GeS,
                    (B::GreaterEqual, false, false) => I::I32x4GeU,
                    (B::And | B::LogicalAnd, false, _) => I::V128And,
                    (B::InclusiveOr | B::LogicalOr, false, _) => I::V128Or,
                    (B::ExclusiveOr, false, _) => I::V128Xor,
                    (B::ShiftLeft, false, _) => I::I32x4Shl,
                    (B::ShiftRight, false, true) => I::I32x4ShrS,
                    (B::ShiftRight, false, false) => I::I32x4ShrU,
                    _ => return Ok(None),
                };
                let shift = matches!(op, B::ShiftLeft | B::ShiftRight);
                if shift && b.iter().any(|&y| self.is_vec(y)) {
                    return Ok(None);
                }
                if n == 1
                    && !float
                    && let Some(k) = self.compare_site(h, op, a[0], b[0], signed)
                {
                    // A row's fast body: the compare's value along the row (see `rows`).
                    return Ok(Some(vec![k]));
                }
                // (Booleans are masks: equality and the logical operators work on them as
                // integers.)
                let mut out = Vec::new();
                for j in 0..n {
                    let (x, y) = (pick(&a, j), pick(&b, j));
                    let (xk, yk) = (pick_kind(&ll, j), pick_kind(&rl, j));
                    if !self.is_vec(x) && !self.is_vec(y) {
                        let result_val = match op {
                            B::Equal
                            | B::NotEqual
                            | B::Less
                            | B::LessEqual
                            | B::Greater
                            | B::GreaterEqual => ValType::I32,
                            _ if float => ValType::F32,
                            _ => ValType::I32,
                        };
                        let dst = self.local(result_val);
                        self.e.code.extend([I::LocalGet(x), I::LocalGet(y), scalar_binop(op, float, signed)]);
                        self.e.code.push(I::LocalSet(dst));
                        out.push(dst);
                        continue;
                    }
                    // b, b+1, ... plus or minus a uniform value stays consecutive.
                    let base = match op {
                        B::Add | B::Subtract if !float => match (self.affine_of(x), self.affine_of(y)) {
                            (Some(bx), None) if !self.is_vec(y) => Some((bx, y)),
                            (None, Some(by)) if !self.is_vec(x) && op == B::Add => Some((x, by)),
                            _ => None,
                        },
                        _ => None,
                    };
                    let base = base.map(|(p, q)| {
                        let b = self.local(ValType::I32);
                        let o = if op == B::Add { I::I32Add } else { I::I32Sub };
                        self.e.code.extend([I::LocalGet(p), I::LocalGet(q), o, I::LocalSet(b)]);
                        b
                    });
                    let flip = FLIP_UNSIGNED && matches!(vop, I::I32x4LtU | I::I32x4GtU);
                    if flip {
                        // x86 has no unsigned vector compare: `a < b` is 4 instructions there,
                        // but with both sides' sign bits flipped it is one signed compare (and
                        // the flip of a uniform side is loop-invariant).
                        for v in [x, y] {
                            if self.is_vec(v) {
                                self.e.code.extend([I::LocalGet(v), I::V128Const(SIGN), I::V128Xor]);
                            } else {
                                self.e.code.extend([
                                    I::LocalGet(v),
                                    I::I32Const(i32::MIN),
                                    I::I32Xor,
                                    I::I32x4Splat,
                                ]);
                            }
                        }
                        self.e.code.push(if matches!(vop, I::I32x4LtU) { I::I32x4LtS } else { I::I32x4GtS });
                        out.push(self.set_vec());
                        continue;
                    }
                    self.push_vec(x, xk);
                    if shift {
                        self.e.code.push(I::LocalGet(y));
                    } else {
                        self.push_vec(y, yk);
                    }
                    self.e.code.push(vop.clone());
                    let r = self.set_vec();
                    if let Some(b) = base {
                        self.note_affine(r, b);
                    }
                    out.push(r);
                }
                out
            }
            Expression::Select { condition, accept, reject } => {
                let zero_r = self.is_zero_bits(reject);
                let c = self.value(condition)?;
                let a = self.value(accept)?;
                let r = self.value(reject)?;
                let kinds = self.leaves(&self.ty(accept))?;
                let mut out = Vec::new();
                for (j, k) in kinds.iter().enumerate() {
                    let cj = if c.len() == 1 { c[0] } else { c[j] };
                    if !self.is_vec(cj) && !self.is_vec(a[j]) && !self.is_vec(r[j]) {
                        let dst = self.local(self.local_type(a[j], k.val));
                        self.e.code.extend([
                            I::LocalGet(a[j]),
                            I::LocalGet(r[j]),
                            I::LocalGet(cj),
                            I::Select,
                        ]);
                        self.e.code.push(I::LocalSet(dst));
                        out.push(dst);
                        continue;
                    }
                    if (self.is_vec(cj) || self.is_vec(a[j])) && zero_r {
                        // select(0, a, m) is a & m: the zero side's bits are all 0 (a uniform
                        // condition as a mask: loop-invariant where it is).
                        self.push_vec(a[j], k.kind);
                        self.push_vec(cj, ScalarKind::Bool);
                        self.e.code.push(I::V128And);
                        out.push(self.set_vec());
                        continue;
                    }
                    self.push_vec(a[j], k.kind);
                    self.push_vec(r[j], k.kind);
                    if self.is_vec(cj) {
                        self.e.code.extend([I::LocalGet(cj), LANE_SELECT]);
                    } else {
                        self.e.code.extend([I::LocalGet(cj), I::Select]);
                    }
                    out.push(self.set_vec());
                }
                out
            }
            Expression::As { expr, kind: to, convert } => {
                if convert.is_some_and(|w| w != 4 && !(to == ScalarKind::Bool && w == 1)) {
                    return Ok(None);
                }
                let kinds = self.leaves(&self.ty(expr))?;
                let v = self.value(expr)?;
                if v.iter().any(|&x| !self.is_vec(x)) {
                    return Ok(None);
                }
                use ScalarKind::{Bool, Float, Sint, Uint};
                let mut out = Vec::new();
                for (&x, k) in v.iter().zip(&kinds) {
                    match (convert.is_some(), k.kind, to) {
                        (false, _, _) => {
                            out.push(x);
                            continue;
                        }
                        (true, Float, Sint) => self.e.code.extend([I::LocalGet(x), I::I32x4TruncSatF32x4S]),
                        (true, Float, Uint) => self.e.code.extend([I::LocalGet(x), I::I32x4TruncSatF32x4U]),
                        (true, Float, Bool) => {
                            self.e.code.extend([I::LocalGet(x), I::V128Const(0), I::F32x4Ne])
                        }
                        (true, Sint, Float) => self.e.code.extend([I::LocalGet(x), I::F32x4ConvertI32x4S]),
                        (true, Uint, Float) => self.e.code.extend([I::LocalGet(x), I::F32x4ConvertI32x4U]),
                        (true, Bool, Float) => self.e.code.extend([
                            I::LocalGet(x),
                            I::F32Const(1.0.into()),
                            I::F32x4Splat,
                            I::V128And,
                        ]),
                        (true, Bool, Sint | Uint) => {
                            self.e.code.extend([I::LocalGet(x), I::I32Const(1), I::I32x4Splat, I::V128And])
                        }
                        (true, Sint | Uint, Bool) => {
                            self.e.code.extend([I::LocalGet(x), I::V128Const(0), I::I32x4Ne])
                        }
                        (true, _, _) => {
                            out.push(x);
                            continue;
                        }
                    }
                    out.push(self.set_vec());
                }
                out
            }
            Expression::Relational { fun, argument } => {
                let kinds = self.leaves(&self.ty(argument))?;
                let v = self.value(argument)?;
                match fun {
                    naga::RelationalFunction::All | naga::RelationalFunction::Any => {
                        for (j, (&x, k)) in v.iter().zip(&kinds).enumerate() {
                            self.push_vec(x, k.kind);
                            if j > 0 {
                                self.e.code.push(if fun == naga::RelationalFunction::All {
                                    I::V128And
                                } else {
                                    I::V128Or
                                });
                            }
                        }
                        vec![self.set_vec()]
                    }
                    _ => return Ok(None),
                }
            }
            Expression::Math { fun, arg, arg1, arg2, .. } => return self.vmath(fun, arg, arg1, arg2),
            _ => return Ok(None),
        }))
    }

    /// Whether `h` is a constant whose every bit is 0 (`0.0`, `0u`, `0i`, `false`, a zero
    /// value, or a composite of those; not `-0.0`).
    pub(super) fn is_zero_bits(&self, h: Handle<Expression>) -> bool {
        match self.f.expressions[h] {
            Expression::Literal(l) => {
                matches!(
                    l,
                    naga::Literal::U32(0)
                        | naga::Literal::I32(0)
                        | naga::Literal::Bool(false)
                        | naga::Literal::AbstractInt(0)
                ) || matches!(l, naga::Literal::F32(v) if v.to_bits() == 0)
                    || matches!(l, naga::Literal::AbstractFloat(v) if v.to_bits() == 0)
            }
            Expression::ZeroValue(_) => true,
            Expression::Splat { value, .. } => self.is_zero_bits(value),
            Expression::Compose { ref components, .. } => components.iter().all(|&c| self.is_zero_bits(c)),
            _ => false,
        }
    }

    /// Vector forms of the common float builtins (the rest run lane by lane).
    fn vmath(
        &mut self,
        fun: naga::MathFunction,
        arg: Handle<Expression>,
        arg1: Option<Handle<Expression>>,
        arg2: Option<Handle<Expression>>,
    ) -> Result<Option<Vec<u32>>> {
        use naga::MathFunction as F;
        let kinds = self.leaves(&self.ty(arg))?;
        if kinds[0].kind != ScalarKind::Float {
            return Ok(None);
        }
        let a = self.value(arg)?;
        let b = match arg1 {
            Some(x) => self.value(x)?,
            None => Vec::new(),
        };
        let c = match arg2 {
            Some(x) => self.value(x)?,
            None => Vec::new(),
        };
        let f = ScalarKind::Float;
        let pick = |v: &[u32], j: usize| if v.len() == 1 { v[0] } else { v[j] };
        match fun {
            F::Dot | F::Length => {
                let other = if fun == F::Dot { b.clone() } else { a.clone() };
                for j in 0..a.len() {
                    self.push_vec(a[j], f);
                    self.push_vec(other[j], f);
                    self.e.code.push(I::F32x4Mul);
                    if j > 0 {
                        self.e.code.push(I::F32x4Add);
                    }
                }
                if fun == F::Length {
                    self.e.code.push(I::F32x4Sqrt);
                }
                return Ok(Some(vec![self.set_vec()]));
            }
            F::Abs
            | F::Min
            | F::Max
            | F::Clamp
            | F::Saturate
            | F::Floor
            | F::Ceil
            | F::Round
            | F::Trunc
            | F::Fract
            | F::Sqrt
            | F::Fma
            | F::Mix
            | F::Step => {}
            _ => return Ok(None),
        }
        let one = || [I::F32Const(1.0.into()), I::F32x4Splat];
        let mut out = Vec::new();
        for (j, &x) in a.iter().enumerate() {
            self.push_vec(x, f);
            match fun {
                F::Abs => self.e.code.push(I::F32x4Abs),
                F::Min | F::Max => {
                    self.push_vec(pick(&b, j), f);
                    self.e.code.push(if fun == F::Min { I::F32x4Min } else { I::F32x4Max });
                }
                F::Clamp => {
                    self.push_vec(pick(&b, j), f);
                    self.e.code.push(I::F32x4Max);
                    self.push_vec(pick(&c, j), f);
                    self.e.code.push(I::F32x4Min);
                }
                F::Saturate => {
                    self.e.code.extend([I::V128Const(0), I::F32x4Max]);
                    self.e.code.extend(one());
                    self.e.code.push(I::F32x4Min);
                }
                F::Floor => self.e.code.push(I::F32x4Floor),
                F::Ceil => self.e.code.push(I::F32x4Ceil),
                F::Round => self.e.code.push(I::F32x4Nearest),
                F::Trunc => self.e.code.push(I::F32x4Trunc),
                F::Fract => {
                    self.push_vec(x, f);
                    self.e.code.extend([I::F32x4Floor, I::F32x4Sub]);
                }
                F::Sqrt => self.e.code.push(I::F32x4Sqrt),
                F::Fma => {
                    self.push_vec(pick(&b, j), f);
                    self.e.code.push(I::F32x4Mul);
                    self.push_vec(pick(&c, j), f);
                    self.e.code.push(I::F32x4Add);
                }
                F::Mix => {
                    // a·(1−t) + b·t
                    let t = pick(&c, j);
                    self.e.code.extend(one());
                    self.push_vec(t, f);
                    self.e.code.extend([I::F32x4Sub, I::F32x4Mul]);
                    self.push_vec(pick(&b, j), f);
                    self.push_vec(t, f);
                    self.e.code.extend([I::F32x4Mul, I::F32x4Add]);
                }
                F::Step => {
                    // edge <= x ? 1 : 0, with x = b
                    let xv = self.set_vec();
                    self.e.code.extend(one());
                    self.e.code.push(I::V128Const(0));
                    self.e.code.push(I::LocalGet(xv));
                    self.push_vec(pick(&b, j), f);
                    self.e.code.extend([I::F32x4Le, LANE_SELECT]);
                }
                _ => return Err(internal(format!("the builtin {fun:?} lane-wise"))),
            }
            out.push(self.set_vec());
        }
        Ok(Some(out))
    }
}

fn pick_kind(leaves: &[crate::module::Leaf], j: usize) -> ScalarKind {
    if leaves.len() == 1 { leaves[0].kind } else { leaves[j].kind }
}

/// Whether a block is cheap enough to run under a mask without testing for active lanes:
/// a few expressions and stores, no loops or calls (exits are mask updates).
fn small(b: &naga::Block) -> bool {
    let mut n = 0usize;
    b.iter().all(|s| match s {
        Statement::Emit(r) => {
            n += r.clone().count();
            n <= 24
        }
        Statement::Store { .. } => {
            n += 1;
            n <= 24
        }
        Statement::Block(inner) => small(inner),
        Statement::If { accept, reject, .. } => small(accept) && small(reject),
        // Under a mask these are mask updates, no branch.
        Statement::Break | Statement::Continue | Statement::Return { value: None } => true,
        _ => false,
    })
}

/// Whether a block returns anywhere inside (not counting called functions).
fn has_return(b: &naga::Block) -> bool {
    b.iter().any(|s| match s {
        Statement::Return { .. } => true,
        Statement::Block(b) => has_return(b),
        Statement::If { accept, reject, .. } => has_return(accept) || has_return(reject),
        Statement::Loop { body, continuing, .. } => has_return(body) || has_return(continuing),
        Statement::Switch { cases, .. } => cases.iter().any(|c| has_return(&c.body)),
        _ => false,
    })
}

/// Whether a function body returns from inside a nested statement (not only at its end).
fn has_return_inside(b: &naga::Block) -> bool {
    b.iter().any(|s| match s {
        Statement::Block(b) => has_return(b),
        Statement::If { accept, reject, .. } => has_return(accept) || has_return(reject),
        Statement::Loop { body, continuing, .. } => has_return(body) || has_return(continuing),
        Statement::Switch { cases, .. } => cases.iter().any(|c| has_return(&c.body)),
        _ => false,
    })
}

impl Lanes {
    /// The locals of a private variable (vector mode keeps privates in locals).
    pub(super) fn privates_of(&self, g: Handle<naga::GlobalVariable>) -> Option<Vec<u32>> {
        self.privates.get(&g).cloned()
    }
}

impl Lanes {
    /// Whether no inlined function is being compiled (the entry point's own code).
    pub(super) fn frames_empty(&self) -> bool {
        self.frames.is_empty()
    }

    /// Trades this copy's masks, loops and calls for `other`'s.
    pub(super) fn swap_copy(&mut self, other: &mut LaneCopy) {
        std::mem::swap(&mut self.masks, &mut other.masks);
        std::mem::swap(&mut self.full, &mut other.full);
        std::mem::swap(&mut self.in_loops, &mut other.in_loops);
        std::mem::swap(&mut self.loops, &mut other.loops);
        std::mem::swap(&mut self.frames, &mut other.frames);
        std::mem::swap(&mut self.privates, &mut other.privates);
    }

    /// Opens the entry point's mask level.
    pub(super) fn enter(&mut self, entry_mask: u32) {
        self.masks = vec![(entry_mask, Level::Entry)];
        self.full = vec![true];
    }

    /// The call statements of the inlined functions being compiled, outermost first.
    pub(super) fn call_path(&self) -> Vec<usize> {
        self.frames.iter().map(|f| f.call).collect()
    }
}

/// Whether a builtin's x component (or the builtin itself) differs between the lanes; with
/// `packed` workgroups in a row, the workgroup id's does too (along the row, if not within
/// one vector).
pub(crate) fn builtin_varies(b: naga::BuiltIn, packed: bool) -> bool {
    matches!(
        b,
        naga::BuiltIn::GlobalInvocationId
            | naga::BuiltIn::LocalInvocationId
            | naga::BuiltIn::LocalInvocationIndex
    ) || (packed && b == naga::BuiltIn::WorkGroupId)
}
