//! Statements: blocks, control flow (`if`, `loop`, `switch`, `break`, `continue`, `return`),
//! stores and calls (inlined or wasm calls), in scalar code.

use naga::{Expression, Handle, Statement};
use wasm_encoder::{BlockType, Instruction as I, ValType};

use super::{FnCx, INLINE_MAX, INLINE_TOTAL, Label, is_pointer, statement_name};
use crate::error::{Result, internal, novec, unsupported_at};

impl<'a, 'm> FnCx<'a, 'm> {
    pub(super) fn block(&mut self, block: &'m naga::Block) -> Result<()> {
        if self.regions().is_some_and(|r| r.region.is_none()) {
            return self.wi_block(block);
        }
        for (s, span) in block.span_iter() {
            self.statement(s, *span)?;
        }
        Ok(())
    }

    pub(super) fn statement(&mut self, s: &'m Statement, span: naga::Span) -> Result<()> {
        if self.lanes_on() {
            return self.vstatement(s, span);
        }
        match s {
            Statement::Emit(r) => {
                // An expression nothing uses (`_ = big_array;`) is not computed: emitted
                // expressions have no side effects.
                for h in r.clone() {
                    if !is_pointer(&self.ty(h)) && self.finfo[h].ref_count > 0 {
                        self.value(h)?;
                    }
                }
            }
            Statement::Block(b) => self.block(b)?,
            Statement::If { condition, accept, reject } => {
                let c = self.value(*condition)?[0];
                self.plain_if(c, accept, reject)?;
            }
            Statement::Switch { selector, cases } => self.switch(*selector, cases)?,
            Statement::Loop { body, continuing, break_if } => self.plain_loop(body, continuing, *break_if)?,
            Statement::Break => {
                let target = self
                    .e
                    .find(|l| matches!(l, Label::SwitchEnd | Label::LoopBreak))
                    .ok_or_else(|| internal("break outside a loop or switch"))?;
                if self.current_region().is_some_and(|r| target < r) {
                    self.leave_region(true)?;
                } else {
                    self.e.code.push(I::Br(self.depth_of(target)));
                }
            }
            Statement::Continue => {
                let target = self
                    .e
                    .find(|l| l == Label::LoopContinue)
                    .ok_or_else(|| internal("continue outside a loop body"))?;
                if self.current_region().is_some_and(|r| target < r) {
                    self.leave_region(false)?;
                } else {
                    self.e.code.push(I::Br(self.depth_of(target)));
                }
            }
            Statement::Return { value } if !self.inlined.is_empty() => self.inline_return(*value)?,
            Statement::Return { .. } if self.current_region().is_some() => self.region_return()?,
            Statement::Return { value } => {
                if self.entry {
                    self.e.br_to(
                        |l| matches!(l, Label::InvocationEnd | Label::WorkgroupEnd),
                        "invocation end",
                    )?;
                } else {
                    if let Some(v) = value {
                        let leaves = self.value(*v)?;
                        match self.wide_results.clone() {
                            Some(globals) => {
                                for (l, g) in leaves.into_iter().zip(globals) {
                                    self.e.code.extend([I::LocalGet(l), I::GlobalSet(g)]);
                                }
                            }
                            None => self.e.code.extend(leaves.into_iter().map(I::LocalGet)),
                        }
                    }
                    self.e.code.push(I::Return);
                }
            }
            Statement::Store { pointer, value } => {
                let place = self.place(*pointer)?;
                let v = self.value(*value)?;
                self.store(&place, &v)?;
            }
            Statement::Atomic { pointer, fun, value, result } => {
                self.atomic(*pointer, fun, *value, *result)?
            }
            Statement::Call { function, arguments, result }
                if self.m.must_inline(*function)
                    || (self.m.inline
                        && self.m.module.functions[*function].expressions.len() <= INLINE_MAX
                        && self.m.inlined_exprs < INLINE_TOTAL) =>
            {
                self.spend_inline(*function)?;
                self.inline_call(*function, arguments, *result)?
            }
            Statement::Call { function, arguments, result } => {
                let mut args = Vec::new();
                for &a in arguments {
                    args.extend(self.value(a)?);
                }
                let wide = self.m.wide.get(function).cloned();
                match &wide {
                    Some((params, _)) => {
                        for (a, &g) in args.into_iter().zip(params) {
                            self.e.code.extend([I::LocalGet(a), I::GlobalSet(g)]);
                        }
                    }
                    None => self.e.code.extend(args.into_iter().map(I::LocalGet)),
                }
                let index = *self
                    .m
                    .func_index
                    .get(function)
                    .ok_or_else(|| internal("call of an uncompiled function"))?;
                self.e.code.push(I::Call(index));
                let callee = &self.m.module.functions[*function];
                if let (Some(r), Some(res)) = (result, &callee.result) {
                    let leaves = self.leaves(&self.m.module.types[res.ty].inner)?;
                    let ls: Vec<u32> = leaves.iter().map(|l| self.local(l.val)).collect();
                    match &wide {
                        Some((_, results)) => {
                            for (&l, &g) in ls.iter().zip(results) {
                                self.e.code.extend([I::GlobalGet(g), I::LocalSet(l)]);
                            }
                        }
                        None => {
                            for &l in ls.iter().rev() {
                                self.e.code.push(I::LocalSet(l));
                            }
                        }
                    }
                    self.values.insert(*r, ls);
                }
            }
            Statement::ControlBarrier(_) | Statement::MemoryBarrier(_) => {
                // Reached only where the work-item machinery cannot split the kernel (inside a
                // switch).
                return Err(unsupported_at("a barrier inside a switch", self.m.location(span)));
            }
            other => {
                return Err(unsupported_at(
                    format!("the statement {}", statement_name(other)),
                    self.m.location(span),
                ));
            }
        }
        Ok(())
    }

    /// A loop whose exits every lane takes together (all loops of scalar code).
    pub(super) fn plain_loop(
        &mut self,
        body: &'m naga::Block,
        continuing: &'m naga::Block,
        break_if: Option<Handle<Expression>>,
    ) -> Result<()> {
        let exit = self.open(I::Block(BlockType::Empty), Label::LoopBreak);
        let top = self.open(I::Loop(BlockType::Empty), Label::LoopTop);
        let cont = self.open(I::Block(BlockType::Empty), Label::LoopContinue);
        self.block(body)?;
        self.close(cont)?;
        self.block(continuing)?;
        if let Some(c) = break_if {
            let c = self.value(c)?[0];
            if self.is_vec(c) {
                return Err(novec("a varying `break if` of a uniform loop"));
            }
            self.e.code.extend([I::LocalGet(c), I::BrIf(self.depth_of(exit.index()))]);
        }
        self.e.code.push(I::Br(self.depth_of(top.index())));
        self.close(top)?;
        self.close(exit)?;
        Ok(())
    }

    /// A wasm `if` on the scalar condition in local `c`.
    pub(super) fn plain_if(
        &mut self,
        c: u32,
        accept: &'m naga::Block,
        reject: &'m naga::Block,
    ) -> Result<()> {
        self.e.code.push(I::LocalGet(c));
        let open = self.open(I::If(BlockType::Empty), Label::Other);
        self.block(accept)?;
        if !reject.is_empty() {
            self.e.code.push(I::Else);
            self.block(reject)?;
        }
        self.close(open)?;
        Ok(())
    }

    pub(super) fn switch(
        &mut self,
        selector: Handle<Expression>,
        cases: &'m [naga::SwitchCase],
    ) -> Result<()> {
        let sel = self.value(selector)?[0];
        let values: Vec<i32> = cases
            .iter()
            .filter_map(|c| match c.value {
                naga::SwitchValue::I32(v) => Some(v),
                naga::SwitchValue::U32(v) => Some(v as i32),
                naga::SwitchValue::Default => None,
            })
            .collect();
        // Whether no explicit case matches (so `default` does).
        let is_default = self.local(ValType::I32);
        self.e.code.push(I::I32Const(1));
        for v in &values {
            self.e.code.extend([I::LocalGet(sel), I::I32Const(*v), I::I32Ne, I::I32And]);
        }
        self.e.code.push(I::LocalSet(is_default));
        let matched = self.local(ValType::I32);
        self.e.code.extend([I::I32Const(0), I::LocalSet(matched)]);
        let end = self.open(I::Block(BlockType::Empty), Label::SwitchEnd);
        for c in cases {
            self.e.code.push(I::LocalGet(matched));
            match c.value {
                naga::SwitchValue::Default => self.e.code.push(I::LocalGet(is_default)),
                naga::SwitchValue::I32(v) => self.e.code.extend([I::LocalGet(sel), I::I32Const(v), I::I32Eq]),
                naga::SwitchValue::U32(v) => {
                    self.e.code.extend([I::LocalGet(sel), I::I32Const(v as i32), I::I32Eq])
                }
            }
            self.e.code.extend([I::I32Or, I::LocalTee(matched)]);
            let case = self.open(I::If(BlockType::Empty), Label::Other);
            self.block(&c.body)?;
            if !c.fall_through {
                self.e.code.push(I::Br(self.depth_of(end.index())));
            }
            self.close(case)?;
        }
        self.close(end)?;
        Ok(())
    }
}
