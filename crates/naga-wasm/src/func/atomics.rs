//! Atomics: read-modify-write operations on workgroup and storage memory (a compare-exchange
//! loop for `min` and `max`), with no effect outside a buffer's binding.

use naga::{Expression, Handle, ScalarKind, TypeInner};
use wasm_encoder::{BlockType, Instruction as I, ValType};

use super::{FnCx, Label, Place, mem};
use crate::error::{Result, internal};
use crate::module::ModuleCx;

impl<'a, 'm> FnCx<'a, 'm> {
    pub(super) fn atomic(
        &mut self,
        pointer: Handle<Expression>,
        fun: &naga::AtomicFunction,
        value: Handle<Expression>,
        result: Option<Handle<Expression>>,
    ) -> Result<()> {
        let place = self.place(pointer)?;
        let Place::Mem { slot, dynamic, offset, ty } = place else {
            return Err(internal("an atomic outside memory"));
        };
        let signed = matches!(ty, TypeInner::Atomic(s) if s.kind == ScalarKind::Sint);
        let v = self.value(value)?[0];
        // The comparand, computed outside the check below (its result is used after it).
        let compare = match fun {
            naga::AtomicFunction::Exchange { compare: Some(c) } => Some(self.value(*c)?[0]),
            _ => None,
        };
        let old = self.local(ValType::I32);
        let addr = self.local(ValType::I32);
        self.e.code.push(I::GlobalGet(ModuleCx::slot_base(slot)));
        if let Some(d) = dynamic {
            self.push_dyn(d);
            self.e.code.push(I::I32Add);
        }
        self.e.code.push(I::LocalSet(addr));
        let m = mem(offset);
        let mut out = vec![old];
        // A buffer: outside the binding, the atomic has no effect and returns 0.
        let checked = match dynamic {
            Some(d) if self.is_buffer(slot) => {
                let ok = self.inside(slot, d, offset);
                self.e.code.extend([I::I32Const(0), I::LocalSet(old), I::LocalGet(ok)]);
                Some(self.open(I::If(BlockType::Empty), Label::Other))
            }
            _ => None,
        };
        match fun {
            naga::AtomicFunction::Add
            | naga::AtomicFunction::Subtract
            | naga::AtomicFunction::And
            | naga::AtomicFunction::ExclusiveOr
            | naga::AtomicFunction::InclusiveOr
            | naga::AtomicFunction::Exchange { compare: None } => {
                self.e.code.extend([I::LocalGet(addr), I::LocalGet(v)]);
                self.e.code.push(match fun {
                    naga::AtomicFunction::Add => I::I32AtomicRmwAdd(m),
                    naga::AtomicFunction::Subtract => I::I32AtomicRmwSub(m),
                    naga::AtomicFunction::And => I::I32AtomicRmwAnd(m),
                    naga::AtomicFunction::ExclusiveOr => I::I32AtomicRmwXor(m),
                    naga::AtomicFunction::InclusiveOr => I::I32AtomicRmwOr(m),
                    _ => I::I32AtomicRmwXchg(m),
                });
                self.e.code.push(I::LocalSet(old));
            }
            naga::AtomicFunction::Exchange { compare: Some(_) } => {
                let c = compare.ok_or_else(|| internal("a compare-exchange without comparand"))?;
                self.e.code.extend([
                    I::LocalGet(addr),
                    I::LocalGet(c),
                    I::LocalGet(v),
                    I::I32AtomicRmwCmpxchg(m),
                ]);
                self.e.code.push(I::LocalSet(old));
            }
            naga::AtomicFunction::Min | naga::AtomicFunction::Max => {
                // A compare-exchange loop: new = min/max(old, v) until no one raced us.
                let new = self.local(ValType::I32);
                self.e.code.extend([I::LocalGet(addr), I::I32AtomicLoad(m), I::LocalSet(old)]);
                let retry = self.open(I::Loop(BlockType::Empty), Label::Other);
                let take_v = match (fun, signed) {
                    (naga::AtomicFunction::Min, true) => I::I32LtS,
                    (naga::AtomicFunction::Min, false) => I::I32LtU,
                    (_, true) => I::I32GtS,
                    (_, false) => I::I32GtU,
                };
                self.e.code.extend([
                    I::LocalGet(v),
                    I::LocalGet(old),
                    I::LocalGet(v),
                    I::LocalGet(old),
                    take_v,
                    I::Select,
                    I::LocalSet(new),
                ]);
                let seen = self.local(ValType::I32);
                self.e.code.extend([
                    I::LocalGet(addr),
                    I::LocalGet(old),
                    I::LocalGet(new),
                    I::I32AtomicRmwCmpxchg(m),
                    I::LocalTee(seen),
                    I::LocalGet(old),
                    I::I32Ne,
                ]);
                // Raced: retry with what was there.
                self.e.code.extend([I::LocalGet(seen), I::LocalSet(old)]);
                self.e.code.push(I::BrIf(0));
                self.close(retry)?;
            }
        }
        if let Some(checked) = checked {
            self.close(checked)?;
        }
        if let Some(c) = compare {
            let ok = self.local(ValType::I32);
            self.e.code.extend([I::LocalGet(old), I::LocalGet(c), I::I32Eq, I::LocalSet(ok)]);
            out.push(ok);
        }
        if let Some(r) = result {
            self.values.insert(r, out);
        }
        Ok(())
    }
}
