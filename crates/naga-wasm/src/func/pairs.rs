//! Interleaved copies: two vectors of invocations through one masked loop.
//!
//! A masked loop whose body is a dependent chain (mandelbrot's `z = z² + c`) is bound by the
//! latency of its operations: each turn of one vector waits for its last. Where the x loop can
//! step 8 invocations at a time, the body is compiled for two vectors, copy A at the x id and
//! copy B four invocations on, statement by statement (A's code, then B's), except along a
//! *spine*: the statements from the entry point's body down to one such loop (blocks and
//! inlined calls), which open their blocks once for each copy around code of both, and the loop
//! itself, whose every turn runs a turn of each copy while either has lanes in it (a copy
//! without lanes changes nothing: its stores blend under an empty mask; only a loop inside
//! puts `if any(live)` around each copy's turn). The processor overlaps the two chains.
//!
//! Each copy has its own values, variables (private ones too), masks, loops and inlined calls
//! ([`Copy`]), swapped in and out of the function context; copy B's x id, builtins and entry
//! mask are locals of its own. As both copies' code sits inside the blocks the spine opened for both, no copy may
//! branch to one of those: a return from the entry point clears the copy's lanes instead (the
//! masks already make the code after it a no-op), the `return` that ends an inlined function on
//! the spine falls through, and any other such branch (a return before the end of an inlined
//! function on the spine; an entry point return inside a loop whose exits are uniform, which
//! that return may be the only way out of) makes the kernel compile again without pairs
//! (`Fail::NotPaired`).
//!
//! What qualifies, checked before ([`FnCx::spine`]): vector code without packed workgroups, a
//! workgroup x size that is a multiple of 8; a loop whose lanes leave at different
//! iterations, whose body and continuing block (and the functions they call, inlined) hold at
//! most [`PAIR_EXPRS`] expressions and write no memory: stores into function-local and
//! private variables only (the Guard's loop counter is a private one).
//!
//! Results: every invocation computes what it computes alone. The two vectors' statements
//! interleave, so where invocations of the two race (one writes memory the other reads or
//! writes, with no barrier between), one may see the other's effects in another order than
//! one vector after the other: one of the results the race allows (as with `rows`).

use std::collections::HashMap;

use naga::{Expression, Handle, Statement};
use wasm_encoder::{BlockType, Instruction as I, ValType};

use super::vector::{LANES, LaneCopy, Privates};
use super::{FnCx, FnState, Label, Row};
use crate::error::{Result, internal, nopair};

/// Most expressions in a paired loop's body and continuing block (a longer body has
/// independent work of its own for the processor to overlap, and two copies of it are long).
const PAIR_EXPRS: usize = 256;

/// Most inlined calls the spine goes through.
const SPINE_CALLS: usize = 8;

/// The interleaving of a kernel's x loop: the spine, and copy B's own locals (every pair of
/// the loop uses them).
pub(super) struct Pair {
    /// Statement addresses from the entry point's body down to the paired loop (last).
    spine: Vec<usize>,
    /// Copy B's x id, entry mask, builtin arguments (like the row's) and private variables.
    lid: u32,
    mask: u32,
    args: Vec<(naga::BuiltIn, Vec<u32>)>,
    privates: Privates,
}

/// One copy's part of the function context (see the module doc): its function state, lanes
/// and x id.
pub(super) struct Copy<'m> {
    state: FnState<'m>,
    lanes: LaneCopy,
    /// The x id's local (for the row's fast accesses).
    lid: u32,
}

impl<'m> FnCx<'_, 'm> {
    /// The spine to a loop worth pairing in the entry point's `body`, if the kernel has one
    /// and qualifies (see the module doc).
    pub(super) fn spine(&self, body: &'m naga::Block) -> Option<Vec<usize>> {
        self.vector_state()?;
        let mut path = Vec::new();
        self.find_spine(body, &self.f.expressions, &mut path, 0).then_some(path)
    }

    fn find_spine(
        &self,
        block: &naga::Block,
        exprs: &naga::Arena<Expression>,
        path: &mut Vec<usize>,
        calls: usize,
    ) -> bool {
        for s in block.iter() {
            path.push(std::ptr::from_ref(s) as usize);
            let found = match s {
                Statement::Loop { body, continuing, .. } => {
                    let mut n = 0;
                    self.is_masked_loop(body)
                        && self.pairable(body, exprs, &mut n, 0)
                        && self.pairable(continuing, exprs, &mut n, 0)
                }
                Statement::Block(b) => self.find_spine(b, exprs, path, calls),
                Statement::Call { function, .. } => {
                    let callee = &self.m.module.functions[*function];
                    calls < SPINE_CALLS
                        && self.inlinable(*function)
                        && self.find_spine(&callee.body, &callee.expressions, path, calls + 1)
                }
                _ => false,
            };
            if found {
                return true;
            }
            path.pop();
        }
        false
    }

    /// Copy B's locals, typed like the row's (`args`: its builtin arguments).
    pub(super) fn pair(&mut self, spine: Vec<usize>, args: &[(naga::BuiltIn, Vec<u32>)]) -> Result<Pair> {
        let lid = self.local(ValType::I32);
        let mask = self.local(ValType::V128);
        let args = args
            .iter()
            .map(|(b, ls)| {
                let ls = ls
                    .iter()
                    .map(|&l| {
                        let t = self.local_type(l, ValType::I32);
                        self.local(t)
                    })
                    .collect();
                (*b, ls)
            })
            .collect();
        let privates = self.private_locals()?;
        Ok(Pair { spine, lid, mask, args, privates })
    }

    /// The body for two vectors of invocations, at the x id and four on (see the module doc).
    pub(super) fn one_pair(&mut self, f: &'m naga::Function, row: &Row<'_>, p: &Pair) -> Result<()> {
        let m = row.entry_mask.ok_or_else(|| internal("a pair of scalar copies"))?;
        let mut b = self.copy_b(row, p);
        self.builtins(row.args, row.wgid, row.lid, row.n, row.size)?;
        self.vector_group_start(m)?;
        self.vinit_locals()?;
        let end_a = self.open(I::Block(BlockType::Empty), Label::InvocationEnd);
        self.swap_copy(&mut b)?;
        self.e.code.extend([
            I::LocalGet(row.lid[0]),
            I::I32Const(LANES as i32),
            I::I32Add,
            I::LocalSet(p.lid),
        ]);
        self.builtins(&p.args, row.wgid, &[p.lid, row.lid[1], row.lid[2]], row.n, row.size)?;
        self.vector_group_start(p.mask)?;
        self.vinit_locals()?;
        let end_b = self.open(I::Block(BlockType::Empty), Label::InvocationEnd);
        self.swap_copy(&mut b)?;
        self.lanes()?.paired = true;
        let r = self.pair_block(&f.body, &p.spine, &mut b, false);
        self.lanes()?.paired = false;
        r?;
        self.swap_copy(&mut b)?;
        self.close(end_b)?;
        self.swap_copy(&mut b)?;
        self.close(end_a)
    }

    /// Copy B at the start of the body: the values both may use (dispatch-invariant ones),
    /// its own arguments and lanes.
    fn copy_b(&self, row: &Row<'_>, p: &Pair) -> Copy<'m> {
        let to_b: HashMap<u32, u32> = row
            .args
            .iter()
            .zip(&p.args)
            .flat_map(|((_, a), (_, b))| a.iter().copied().zip(b.iter().copied()))
            .collect();
        let args = self.args.iter().map(|a| a.iter().map(|l| to_b.get(l).copied().unwrap_or(*l)).collect());
        let state = FnState {
            f: self.f,
            finfo: self.finfo,
            values: self.values.clone(),
            emitted: self.emitted.clone(),
            vars: HashMap::new(),
            args: args.collect(),
            arg_places: self.arg_places.clone(),
            entry: self.entry,
        };
        Copy { state, lanes: LaneCopy::entry(p.mask, p.privates.clone()), lid: p.lid }
    }

    /// Trades the current copy's state for `c`'s.
    fn swap_copy(&mut self, c: &mut Copy<'m>) -> Result<()> {
        self.swap_state(&mut c.state);
        let lanes = self.lanes()?;
        lanes.swap_copy(&mut c.lanes);
        if let Some(rows) = lanes.rows.as_mut() {
            rows.swap_lid(&mut c.lid);
        }
        Ok(())
    }

    /// Compiles a statement off the spine for copy A, then for copy B; branches may target
    /// only blocks it opens itself (`tail`: it is the `return` ending an inlined function on
    /// the spine, which falls through).
    fn both(&mut self, s: &'m Statement, span: naga::Span, tail: bool, b: &mut Copy<'m>) -> Result<()> {
        // In the entry point's own code, a statement with a loop runs for a copy only while
        // it has lanes: unpaired code ends the vector when every lane has returned, and a
        // loop after such a return (whose exits are uniform) may end only because of it.
        let skip_empty = self.vector_state().is_some_and(|v| v.frames_empty()) && self.stmt_has_loop(s, 0);
        for copy in 0..2 {
            if copy == 1 {
                self.swap_copy(b)?;
            }
            let r = self.one_of_both(s, span, tail, skip_empty);
            if copy == 1 {
                self.swap_copy(b)?;
            }
            r?;
        }
        Ok(())
    }

    /// `both`'s statement for the current copy.
    fn one_of_both(
        &mut self,
        s: &'m Statement,
        span: naga::Span,
        tail: bool,
        skip_empty: bool,
    ) -> Result<()> {
        let lanes_in = skip_empty.then(|| {
            let cur = self.cur();
            self.e.code.extend([I::LocalGet(cur), I::V128AnyTrue]);
            self.open(I::If(BlockType::Empty), Label::Other)
        });
        let own = self.e.open_labels();
        let lanes = self.lanes()?;
        lanes.own_labels = own;
        lanes.tail_return = tail;
        let r = self.vstatement(s, span);
        self.lanes()?.tail_return = false;
        r?;
        match lanes_in {
            Some(open) => self.close(open),
            None => Ok(()),
        }
    }

    /// A block on the spine (`spine`: the rest of it, its first statement in this block);
    /// `callee_top`: the body of an inlined function.
    fn pair_block(
        &mut self,
        block: &'m naga::Block,
        spine: &[usize],
        b: &mut Copy<'m>,
        callee_top: bool,
    ) -> Result<()> {
        let (&next, rest) = spine.split_first().ok_or_else(|| internal("an empty spine"))?;
        let last = block.len().checked_sub(1);
        for (i, (s, span)) in block.span_iter().enumerate() {
            if std::ptr::from_ref(s) as usize != next {
                let tail = callee_top && Some(i) == last && matches!(s, Statement::Return { .. });
                self.both(s, *span, tail, b)?;
                continue;
            }
            match s {
                Statement::Block(inner) => self.pair_block(inner, rest, b, false)?,
                Statement::Call { function, arguments, result } => {
                    self.pair_call(*function, arguments, *result, next, rest, b)?
                }
                Statement::Loop { body, continuing, break_if } if rest.is_empty() => {
                    self.paired_loop(body, continuing, *break_if, b)?
                }
                _ => return Err(internal("a spine through this statement")),
            }
        }
        Ok(())
    }

    /// An inlined call on the spine: both copies enter it, its body is paired, both leave.
    fn pair_call(
        &mut self,
        function: Handle<naga::Function>,
        arguments: &'m [Handle<Expression>],
        result: Option<Handle<Expression>>,
        call: usize,
        rest: &[usize],
        b: &mut Copy<'m>,
    ) -> Result<()> {
        let module = self.m.module;
        if self.m.inlined_exprs >= super::INLINE_TOTAL {
            return Err(nopair("a call past the inlining budget"));
        }
        self.spend_inline(function)?;
        self.spend_inline(function)?;
        let a_call = self.vcall_enter(function, arguments, result, call)?;
        self.swap_copy(b)?;
        let b_call = self.vcall_enter(function, arguments, result, call);
        self.swap_copy(b)?;
        let b_call = b_call?;
        self.pair_block(&module.functions[function].body, rest, b, true)?;
        self.swap_copy(b)?;
        let r = self.vcall_leave(b_call, Ok(()));
        self.swap_copy(b)?;
        r?;
        self.vcall_leave(a_call, Ok(()))
    }

    /// The paired loop: while either copy has lanes in it, a turn of each that has.
    fn paired_loop(
        &mut self,
        body: &'m naga::Block,
        continuing: &'m naga::Block,
        break_if: Option<Handle<Expression>>,
        b: &mut Copy<'m>,
    ) -> Result<()> {
        let mut live = [0u32; 2];
        for l in &mut live {
            self.loop_open(true)?;
            *l = self.live_mask()?;
            self.swap_copy(b)?;
        }
        let exit = self.open(I::Block(BlockType::Empty), Label::LoopBreak);
        let top = self.open(I::Loop(BlockType::Empty), Label::LoopTop);
        self.e.code.extend([
            I::LocalGet(live[0]),
            I::LocalGet(live[1]),
            I::V128Or,
            I::V128AnyTrue,
            I::I32Eqz,
            I::BrIf(1),
        ]);
        // A turn of a copy with no lanes left changes nothing (its stores are blended under
        // an empty mask and it writes no memory), so both copies' turns run unguarded, one
        // block for the register allocator, unless a loop inside could run on regardless.
        // (Two turns of both copies per turn of the wasm loop, the second a no-op for a copy
        // the first finished, measured 1.1x slower on mandelbrot: not done.)
        let guarded = self.has_inner_loop(body, 0) || self.has_inner_loop(continuing, 0);
        for &l in &live {
            let turn = guarded.then(|| {
                self.e.code.extend([I::LocalGet(l), I::V128AnyTrue]);
                self.open(I::If(BlockType::Empty), Label::Other)
            });
            let own = self.e.open_labels();
            self.lanes()?.own_labels = own;
            self.loop_turn(l, body, continuing, break_if)?;
            if let Some(turn) = turn {
                self.close(turn)?;
            }
            self.swap_copy(b)?;
        }
        self.e.code.push(I::Br(0));
        self.close(top)?;
        self.close(exit)?;
        for _ in 0..2 {
            self.pop_mask()?;
            self.loop_close()?;
            self.swap_copy(b)?;
        }
        Ok(())
    }
}

impl FnCx<'_, '_> {
    /// Whether a loop's block may be paired: expressions (counted into `n`, at most
    /// [`PAIR_EXPRS`], an inlined function's all counted), control flow, stores into
    /// function-local variables and calls of inlinable functions that keep the same rules
    /// (`calls` deep); nothing that writes memory.
    fn pairable(
        &self,
        block: &naga::Block,
        exprs: &naga::Arena<Expression>,
        n: &mut usize,
        calls: usize,
    ) -> bool {
        block.iter().all(|s| match s {
            Statement::Emit(r) => {
                *n += r.clone().count();
                *n <= PAIR_EXPRS
            }
            Statement::Block(b) => self.pairable(b, exprs, n, calls),
            Statement::If { accept, reject, .. } => {
                self.pairable(accept, exprs, n, calls) && self.pairable(reject, exprs, n, calls)
            }
            Statement::Loop { body, continuing, .. } => {
                self.pairable(body, exprs, n, calls) && self.pairable(continuing, exprs, n, calls)
            }
            Statement::Break | Statement::Continue | Statement::Return { .. } => true,
            Statement::Store { pointer, .. } => self.own_variable(exprs, *pointer),
            Statement::Call { function, .. } => {
                let callee = &self.m.module.functions[*function];
                *n += callee.expressions.len();
                *n <= PAIR_EXPRS
                    && calls < SPINE_CALLS
                    && self.inlinable(*function)
                    && self.pairable(&callee.body, &callee.expressions, n, calls + 1)
            }
            _ => false,
        })
    }

    /// Whether a block holds a loop, directly or in a function it calls (`calls` deep).
    fn has_inner_loop(&self, block: &naga::Block, calls: usize) -> bool {
        block.iter().any(|s| self.stmt_has_loop(s, calls))
    }

    /// Whether a statement is or holds a loop, directly or in a function it calls (past
    /// `SPINE_CALLS` calls deep: assumed).
    fn stmt_has_loop(&self, s: &naga::Statement, calls: usize) -> bool {
        match s {
            Statement::Loop { .. } => true,
            Statement::Block(b) => self.has_inner_loop(b, calls),
            Statement::If { accept, reject, .. } => {
                self.has_inner_loop(accept, calls) || self.has_inner_loop(reject, calls)
            }
            Statement::Switch { cases, .. } => cases.iter().any(|c| self.has_inner_loop(&c.body, calls)),
            Statement::Call { function, .. } => {
                calls >= SPINE_CALLS
                    || self.has_inner_loop(&self.m.module.functions[*function].body, calls + 1)
            }
            _ => false,
        }
    }

    /// Whether a call is inlined in vector code (as `vstatement` decides).
    fn inlinable(&self, function: Handle<naga::Function>) -> bool {
        self.m.inline
            && self.m.module.functions[function].expressions.len() <= super::INLINE_MAX
            && !self.m.pointer_args.contains(&function)
    }

    /// Whether a pointer points into an invocation's own variable: a function-local or
    /// private one (kept in locals of each copy).
    fn own_variable(&self, exprs: &naga::Arena<Expression>, p: Handle<Expression>) -> bool {
        match exprs[p] {
            Expression::LocalVariable(_) => true,
            Expression::GlobalVariable(g) => self.m.private_of.contains_key(&g),
            Expression::Access { base, .. } | Expression::AccessIndex { base, .. } => {
                self.own_variable(exprs, base)
            }
            _ => false,
        }
    }
}
