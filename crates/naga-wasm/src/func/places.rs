//! Places: where a pointer expression points (memory, locals, globals, or one of several
//! chosen at run time), indices clamped into their bindings, the rooms and limits of buffer
//! accesses, and loads and stores through a place.

use naga::{Expression, Handle, ScalarKind, TypeInner};
use wasm_encoder::{BlockType, Instruction as I, MemArg, ValType};

use super::{Emit, FnCx, INLINE_TOTAL, Index, Place, mem};
use crate::abi;
use crate::error::{Result, internal, invalid, novec, quota, unsupported, unsupported_at};
use crate::module::{Leaf, ModuleCx};

impl<'a, 'm> FnCx<'a, 'm> {
    pub(super) fn place(&mut self, h: Handle<Expression>) -> Result<Place> {
        let module = self.m.module;
        match self.f.expressions[h] {
            Expression::GlobalVariable(g) => {
                let var = &module.global_variables[g];
                let ty = module.types[var.ty].inner.clone();
                if let Some(&slot) = self.m.slot_of.get(&g) {
                    Ok(Place::Mem { slot, dynamic: None, offset: 0, ty })
                } else if let Some(leaves) = self.vector_state().and_then(|v| v.privates_of(g)) {
                    Ok(Place::Vars { globals: false, leaves, ty })
                } else if let Some(&first) = self.m.private_of.get(&g) {
                    let n = self.leaves(&ty)?.len() as u32;
                    Ok(Place::Vars { globals: true, leaves: (first..first + n).collect(), ty })
                } else {
                    Err(unsupported_at("this variable", self.location_of(h)))
                }
            }
            Expression::LocalVariable(l) => {
                let leaves =
                    self.vars.get(&l).cloned().ok_or_else(|| internal("an unknown local variable"))?;
                Ok(Place::Vars {
                    globals: false,
                    leaves,
                    ty: module.types[self.f.local_variables[l].ty].inner.clone(),
                })
            }
            Expression::FunctionArgument(i) => self
                .arg_places
                .get(i as usize)
                .cloned()
                .flatten()
                .ok_or_else(|| internal("a pointer argument of a function that was not inlined")),
            Expression::AccessIndex { base, index } => {
                let p = self.place(base)?;
                self.index_place(p, Index::Const(index), h)
            }
            Expression::Access { base, index } => {
                let p = self.place(base)?;
                let mut i = self.value(index)?[0];
                let mut signed = matches!(self.ty(index), TypeInner::Scalar(s) if s.kind == ScalarKind::Sint);
                if let Some(n) = self.matcx2_restricted(base) {
                    i = self.clamp_any(i, n - 1);
                    signed = false;
                }
                self.index_place(p, Index::Dyn(i, signed), h)
            }
            ref other => {
                Err(unsupported_at(format!("the pointer expression {other:?}"), self.location_of(h)))
            }
        }
    }

    /// The element type, leaf range size, element count (None: runtime-sized) and memory
    /// stride of `ty`'s component `i` (for a constant index) or of its elements.
    pub(super) fn component(
        &self,
        ty: &TypeInner,
        i: Option<u32>,
    ) -> Result<(TypeInner, usize, Option<u32>, u32, u32)> {
        self.component_of(ty, i, true)
    }

    /// `component` for a place in memory: no leaf counts (0), which a buffer's large aggregates
    /// (more scalars than a value may have) would refuse.
    pub(super) fn mem_component(
        &self,
        ty: &TypeInner,
        i: Option<u32>,
    ) -> Result<(TypeInner, Option<u32>, u32)> {
        let (elem, _, count, stride, _) = self.component_of(ty, i, false)?;
        Ok((elem, count, stride))
    }

    pub(super) fn component_of(
        &self,
        ty: &TypeInner,
        i: Option<u32>,
        leaves: bool,
    ) -> Result<(TypeInner, usize, Option<u32>, u32, u32)> {
        let count_leaves = |t: &TypeInner| if leaves { self.leaves(t).map(|l| l.len()) } else { Ok(0) };
        let module = self.m.module;
        Ok(match *ty {
            TypeInner::Vector { size, scalar } => {
                (TypeInner::Scalar(scalar), 1, Some(size as u32), u32::from(scalar.width), 0)
            }
            TypeInner::Matrix { columns, rows, scalar } => (
                TypeInner::Vector { size: rows, scalar },
                rows as usize,
                Some(columns as u32),
                crate::module::column_stride(rows, scalar),
                0,
            ),
            TypeInner::Array { base, size, stride } => {
                let elem = module.types[base].inner.clone();
                // An override-sized array has its length once the overrides are processed.
                let n = match size.resolve(module.to_ctx()) {
                    Ok(naga::proc::IndexableLength::Known(n)) => Some(n),
                    Ok(naga::proc::IndexableLength::Dynamic) => None,
                    Err(e) => return Err(invalid(format!("an override-sized array: {e}"))),
                };
                let k = if n.is_some() { count_leaves(&elem)? } else { 0 };
                (elem, k, n, stride, 0)
            }
            TypeInner::Struct { ref members, .. } => {
                let i = i.ok_or_else(|| internal("a dynamic index into a struct"))? as usize;
                let mut skip = 0;
                for m in &members[..i] {
                    skip += count_leaves(&module.types[m.ty].inner)?;
                }
                let mt = &members[i];
                let elem = module.types[mt.ty].inner.clone();
                // A runtime-sized array (a buffer struct's last member) only lives in memory,
                // where the leaf count is not used.
                let runtime_sized = matches!(elem, TypeInner::Array { size: naga::ArraySize::Dynamic, .. });
                let k = if runtime_sized { 0 } else { count_leaves(&elem)? };
                // For structs: leaf count of the member, "count" 1, and the member offset; the
                // leaf skip travels in the last field.
                return Ok((elem, k, Some(1), mt.offset, skip as u32));
            }
            TypeInner::Atomic(_) | TypeInner::Scalar(_) => return Err(internal("indexing a scalar")),
            ref other => return Err(unsupported(format!("indexing into {other:?}"))),
        })
    }

    pub(super) fn index_place(&mut self, p: Place, index: Index, h: Handle<Expression>) -> Result<Place> {
        match p {
            Place::Mem { slot, dynamic, offset, ty } => {
                let is_struct = matches!(ty, TypeInner::Struct { .. });
                let (elem, count, stride) = self.mem_component(&ty, index.constant())?;
                if is_struct {
                    return Ok(Place::Mem { slot, dynamic, offset: offset + stride, ty: elem });
                }
                let (i, signed) = match (index, count) {
                    (Index::Const(i), Some(_)) => {
                        return Ok(Place::Mem { slot, dynamic, offset: offset + i * stride, ty: elem });
                    }
                    (Index::Const(i), None) => {
                        let l = self.local(ValType::I32);
                        self.e.code.extend([I::I32Const(i as i32), I::LocalSet(l)]);
                        (l, false)
                    }
                    (Index::Dyn(l, signed), _) => (l, signed),
                };
                if self.is_vec(i) || dynamic.is_some_and(|d| self.is_vec(d)) {
                    return self.vindex_mem(slot, dynamic, offset, &ty, i, signed, h);
                }
                if self.is_buffer(slot) {
                    // No clamp: the access checks the whole offset against the binding.
                    let d = self.buffer_offset(dynamic, i, signed, stride);
                    return Ok(Place::Mem { slot, dynamic: Some(d), offset, ty: elem });
                }
                // Workgroup memory: clamp the index into the array.
                let n = count.ok_or_else(|| internal("a runtime-sized array outside a buffer"))?;
                let lim = self.local(ValType::I32);
                self.e.code.extend([I::I32Const(n.saturating_sub(1) as i32), I::LocalSet(lim)]);
                let d = self.local(ValType::I32);
                let i = self.clamp(i, I::LocalGet(lim));
                self.e.code.extend([I::LocalGet(i), I::I32Const(stride as i32), I::I32Mul]);
                if let Some(old) = dynamic {
                    self.e.code.extend([I::LocalGet(old), I::I32Add]);
                }
                self.e.code.push(I::LocalSet(d));
                Ok(Place::Mem { slot, dynamic: Some(d), offset, ty: elem })
            }
            Place::Vars { globals, leaves, ty } => {
                let is_struct = matches!(ty, TypeInner::Struct { .. });
                let (elem, k, count, _, skip) = self.component(&ty, index.constant())?;
                if is_struct {
                    let s = skip as usize;
                    return Ok(Place::Vars { globals, leaves: leaves[s..s + k].to_vec(), ty: elem });
                }
                let n = count.ok_or_else(|| internal("a runtime-sized array in a variable"))? as usize;
                match index {
                    Index::Const(i) => {
                        let i = (i as usize).min(n - 1);
                        Ok(Place::Vars { globals, leaves: leaves[i * k..(i + 1) * k].to_vec(), ty: elem })
                    }
                    Index::Dyn(i, _) => {
                        if self.is_vec(i) {
                            return Err(novec(format!(
                                "a per-lane index into a local array{}",
                                self.span(h)
                            )));
                        }
                        let clamped = self.clamp(i, I::I32Const((n - 1) as i32));
                        let candidates = (0..n).map(|e| leaves[e * k..(e + 1) * k].to_vec()).collect();
                        Ok(Place::Dyn { globals, candidates, index: clamped, ty: elem })
                    }
                }
            }
            Place::Dyn { globals, candidates, index: outer, ty } => {
                let is_struct = matches!(ty, TypeInner::Struct { .. });
                let (elem, k, count, _, skip) = self.component(&ty, index.constant())?;
                let start = match index {
                    Index::Const(_) if is_struct => skip as usize,
                    Index::Const(i) => i as usize * k,
                    Index::Dyn(i, _) => {
                        // A second dynamic index: the candidates become every (outer, inner)
                        // pair, chosen by `outer * n + inner`.
                        if self.is_vec(i) {
                            return Err(novec(format!(
                                "a per-lane index into a local array{}",
                                self.span(h)
                            )));
                        }
                        let n = count.ok_or_else(|| internal("a runtime-sized array in a variable"))?;
                        let inner = self.clamp(i, I::I32Const(n.saturating_sub(1) as i32));
                        let both = self.local(ValType::I32);
                        self.e.code.extend([
                            I::LocalGet(outer),
                            I::I32Const(n as i32),
                            I::I32Mul,
                            I::LocalGet(inner),
                            I::I32Add,
                            I::LocalSet(both),
                        ]);
                        let candidates = candidates
                            .iter()
                            .flat_map(|c| (0..n as usize).map(move |e| c[e * k..(e + 1) * k].to_vec()))
                            .collect();
                        return Ok(Place::Dyn { globals, candidates, index: both, ty: elem });
                    }
                };
                let candidates = candidates.iter().map(|c| c[start..start + k].to_vec()).collect();
                Ok(Place::Dyn { globals, candidates, index: outer, ty: elem })
            }
        }
    }

    /// Where a dynamic index into pointer `base` follows naga's `index` policy (`Restrict`: clamp
    /// into the `n` elements) although it is in a buffer: a column of a two-row matrix in a
    /// uniform buffer, and a component of such a column. naga's SPIR-V back end declares those
    /// matrices with one member per column (std140), so it loads the whole matrix and picks
    /// the column with a `switch` whose default is the last column, then the component from
    /// that value (`maybe_write_uniform_matcx2_dynamic_access`).
    pub(super) fn matcx2_restricted(&self, base: Handle<Expression>) -> Option<u32> {
        let types = &self.m.module.types;
        let uniform_matcx2 = |p: Handle<Expression>| match *self.finfo[p].ty.inner_with(types) {
            TypeInner::Pointer { base, space: naga::AddressSpace::Uniform } => match types[base].inner {
                TypeInner::Matrix { columns, rows: naga::VectorSize::Bi, .. } => Some(columns as u32),
                _ => None,
            },
            _ => None,
        };
        if let Some(columns) = uniform_matcx2(base) {
            return Some(columns);
        }
        // A component of a column taken at a dynamic index.
        match self.f.expressions[base] {
            Expression::Access { base: matrix, .. } if uniform_matcx2(matrix).is_some() => Some(2),
            _ => None,
        }
    }

    /// `min_u(i, lim)` for a scalar or (in vector code) a v128 index.
    pub(super) fn clamp_any(&mut self, i: u32, lim: u32) -> u32 {
        if !self.is_vec(i) {
            return self.clamp(i, I::I32Const(lim as i32));
        }
        self.e.code.extend([I::LocalGet(i), I::I32Const(lim as i32), I::I32x4Splat, I::I32x4MinU]);
        let out = self.local(ValType::V128);
        self.e.code.push(I::LocalSet(out));
        out
    }

    /// A new local holding `min(i, lim)` (unsigned: a negative index clamps to `lim`); `lim` is
    /// pushed by one instruction.
    pub(super) fn clamp(&mut self, i: u32, lim: I<'static>) -> u32 {
        let out = self.local(ValType::I32);
        self.e.code.extend([
            I::LocalGet(i),
            lim.clone(),
            I::LocalGet(i),
            lim,
            I::I32LtU,
            I::Select,
            I::LocalSet(out),
        ]);
        out
    }

    /// Whether `slot` is a buffer binding (storage or uniform), not workgroup memory.
    pub(super) fn is_buffer(&self, slot: u32) -> bool {
        !self.m.workgroup.iter().any(|w| w.1 == slot)
    }

    /// A new i64 local holding the byte offset `old + i · stride` into a buffer (`old` an
    /// i64 local, `i` signed or not as its type says), exact: no index wraps into range. The
    /// bound on its magnitude (`reach`) is tracked at compile time; a level that could take it
    /// past 2^62 (elements of a GiB and more, nested) first clamps `i` so that its offset stays
    /// within ±(2^33 + stride), so the sum never overflows.
    pub(super) fn buffer_offset(&mut self, old: Option<u32>, i: u32, signed: bool, stride: u32) -> u32 {
        let before = old.map_or(0, |o| self.reach.get(&o).copied().unwrap_or(0));
        let full = before + (u128::from(stride) << 32);
        let x = self.local(ValType::I64);
        self.e.code.extend([I::LocalGet(i), if signed { I::I64ExtendI32S } else { I::I64ExtendI32U }]);
        self.e.code.push(I::LocalSet(x));
        let reach = if full < 1 << 62 {
            full
        } else {
            let l = ((1i64 << 33) / i64::from(stride.max(1))) + 1;
            self.e.code.extend([
                I::LocalGet(x),
                I::I64Const(l),
                I::LocalGet(x),
                I::I64Const(l),
                I::I64LtS,
                I::Select,
                I::LocalSet(x),
                I::LocalGet(x),
                I::I64Const(-l),
                I::LocalGet(x),
                I::I64Const(-l),
                I::I64GtS,
                I::Select,
                I::LocalSet(x),
            ]);
            before + (l as u128) * u128::from(stride)
        };
        self.e.code.extend([I::LocalGet(x), I::I64Const(i64::from(stride)), I::I64Mul]);
        if let Some(old) = old {
            self.e.code.extend([I::LocalGet(old), I::I64Add]);
        }
        self.e.code.push(I::LocalSet(x));
        self.reach.insert(x, reach);
        x
    }

    /// Pushes dynamic offset `d` as an i32 (an i64 buffer offset wraps: only where it is
    /// inside the binding).
    pub(super) fn push_dyn(&mut self, d: u32) {
        self.e.code.push(I::LocalGet(d));
        if self.local_type(d, ValType::I32) == ValType::I64 {
            self.e.code.push(I::I32WrapI64);
        }
    }

    /// A local holding the *room* of 4-byte accesses at constant offset `c` of binding `slot`:
    /// `len − c − 3`, at least 0, so that an access at byte offset `d + c` lies inside the
    /// binding exactly when `d <u room`. Computed once per `run` call where code is hoisted.
    pub(super) fn room(&mut self, slot: u32, c: u32) -> u32 {
        let hoist = self.hoist.at.is_some();
        if let Some(&r) = self.hoist.rooms.get(&(slot, c)).filter(|_| hoist) {
            return r;
        }
        let compute = |cx: &mut Self| {
            let r = cx.local(ValType::I32);
            match c.checked_add(3) {
                Some(k) => {
                    let len = I::GlobalGet(ModuleCx::slot_len(slot));
                    cx.e.code.extend([
                        len.clone(),
                        I::I32Const(k as i32),
                        I::I32Sub,
                        I::I32Const(0),
                        len,
                        I::I32Const(k as i32),
                        I::I32GtU,
                        I::Select,
                        I::LocalSet(r),
                    ]);
                }
                None => cx.e.code.extend([I::I32Const(0), I::LocalSet(r)]),
            }
            r
        };
        if !hoist {
            return compute(self);
        }
        let r = self.in_prologue(compute);
        self.hoist.rooms.insert((slot, c), r);
        r
    }

    /// A new local: whether an access at byte offset `d + c` of buffer `slot` is inside it
    /// (`d` an i64 offset, or an i32 one that is [`OOB`] outside).
    pub(super) fn inside(&mut self, slot: u32, d: u32, c: u32) -> u32 {
        let room = self.room(slot, c);
        let ok = self.local(ValType::I32);
        if self.local_type(d, ValType::I32) == ValType::I64 {
            self.e.code.extend([I::LocalGet(d), I::LocalGet(room), I::I64ExtendI32U, I::I64LtU]);
        } else {
            self.e.code.extend([I::LocalGet(d), I::LocalGet(room), I::I32LtU]);
        }
        self.e.code.push(I::LocalSet(ok));
        ok
    }

    /// A local holding the last valid index (at least 0) of a runtime-sized array at
    /// `dynamic + offset` of binding `slot`; computed once per `run` call (hoisted) where it
    /// does not depend on an index.
    pub(super) fn runtime_limit(&mut self, slot: u32, dynamic: Option<u32>, offset: u32, stride: u32) -> u32 {
        let hoist = dynamic.is_none() && self.hoist.at.is_some();
        if let Some(&l) = self.hoist.limits.get(&(slot, offset, stride)).filter(|_| hoist) {
            return l;
        }
        let compute = |cx: &mut Self| {
            let lim = cx.local(ValType::I32);
            // lim = count - 1, at least 0.
            let count = cx.runtime_count(slot, dynamic, offset, stride);
            cx.e.code.extend([
                I::LocalGet(count),
                I::LocalTee(lim),
                I::I32Const(1),
                I::I32Sub,
                I::I32Const(0),
                I::LocalGet(lim),
                I::Select,
                I::LocalSet(lim),
            ]);
            lim
        };
        if !hoist {
            return compute(self);
        }
        let lim = self.in_prologue(compute);
        self.hoist.limits.insert((slot, offset, stride), lim);
        lim
    }

    /// Counts an inlined call against [`INLINE_TOTAL`] (functions with barriers must be inlined:
    /// past it they are refused).
    pub(super) fn spend_inline(&mut self, function: Handle<naga::Function>) -> Result<()> {
        self.m.inlined_exprs += self.m.module.functions[function].expressions.len().max(1);
        if self.m.inlined_exprs > INLINE_TOTAL && self.m.must_inline(function) {
            return Err(quota(format!(
                "the kernel is over {INLINE_TOTAL} expressions once its calls of functions with barriers or \
                 pointer arguments are inlined"
            )));
        }
        Ok(())
    }

    /// Runs `f` with its code going to the prologue (once per `run` call).
    pub(super) fn in_prologue<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        if self.hoist.on {
            return f(self);
        }
        self.hoist.on = true;
        std::mem::swap(&mut self.e.code, &mut self.hoist.prologue);
        let r = f(self);
        std::mem::swap(&mut self.e.code, &mut self.hoist.prologue);
        self.hoist.on = false;
        r
    }

    /// A new local holding how many `stride`-byte elements of a runtime-sized array at
    /// `dynamic + offset` of binding `slot` its length holds (0 when it starts past the end).
    pub(super) fn runtime_count(&mut self, slot: u32, dynamic: Option<u32>, offset: u32, stride: u32) -> u32 {
        let start = self.local(ValType::I32);
        self.e.code.push(I::I32Const(offset as i32));
        if let Some(d) = dynamic {
            self.e.code.extend([I::LocalGet(d), I::I32Add]);
        }
        self.e.code.push(I::LocalSet(start));
        let count = self.local(ValType::I32);
        let len = I::GlobalGet(ModuleCx::slot_len(slot));
        self.e.code.extend([
            len.clone(),
            I::LocalGet(start),
            I::I32Sub,
            I::I32Const(0),
            len,
            I::LocalGet(start),
            I::I32GtU,
            I::Select,
            I::I32Const(stride as i32),
            I::I32DivU,
            I::LocalSet(count),
        ]);
        count
    }

    pub(super) fn load(&mut self, p: &Place) -> Result<Vec<u32>> {
        match p {
            Place::Mem { slot, dynamic, offset, ty } => {
                let atomic = matches!(ty, TypeInner::Atomic(_));
                let leaves = self.leaves(ty)?;
                let buffer = self.is_buffer(*slot);
                let mut out = Vec::new();
                for l in leaves {
                    let dst = self.local(l.val);
                    // A buffer: outside the binding, the load is at offset 0 of the place (inside
                    // every binding: its constant offset is within the type's minimum size) and
                    // gives 0.
                    let ok = match dynamic {
                        Some(d) if buffer => Some(self.inside(*slot, *d, offset + l.offset)),
                        _ => None,
                    };
                    self.e.code.push(I::GlobalGet(ModuleCx::slot_base(*slot)));
                    if let Some(d) = dynamic {
                        self.e.code.push(I::LocalGet(*d));
                        let wide = self.local_type(*d, ValType::I32) == ValType::I64;
                        if let Some(ok) = ok {
                            let zero = if wide { I::I64Const(0) } else { I::I32Const(0) };
                            self.e.code.extend([zero, I::LocalGet(ok), I::Select]);
                        }
                        if wide {
                            self.e.code.push(I::I32WrapI64);
                        }
                        self.e.code.push(I::I32Add);
                    }
                    let m = mem(offset + l.offset);
                    // Booleans (only in workgroup memory: they are not host-shareable) take
                    // one byte, as naga lays them out.
                    self.e.code.push(match (atomic, l.val) {
                        (true, _) => I::I32AtomicLoad(m),
                        (false, ValType::F32) => I::F32Load(m),
                        _ if l.kind == ScalarKind::Bool => I::I32Load8U(MemArg { align: 0, ..m }),
                        _ => I::I32Load(m),
                    });
                    if let Some(ok) = ok {
                        self.e.code.extend([
                            if l.val == ValType::F32 { I::F32Const(0.0.into()) } else { I::I32Const(0) },
                            I::LocalGet(ok),
                            I::Select,
                        ]);
                    }
                    self.e.code.push(I::LocalSet(dst));
                    out.push(dst);
                }
                Ok(out)
            }
            Place::Vars { globals, leaves, ty } => {
                let kinds = self.leaves(ty)?;
                let mut out = Vec::new();
                for (&src, l) in leaves.iter().zip(&kinds) {
                    let dst = self.local(if *globals { l.val } else { self.local_type(src, l.val) });
                    self.e.code.push(if *globals { I::GlobalGet(src) } else { I::LocalGet(src) });
                    self.e.code.push(I::LocalSet(dst));
                    if let Some(b) = self.affine_of(src).filter(|_| !*globals) {
                        self.note_affine(dst, b);
                    }
                    out.push(dst);
                }
                Ok(out)
            }
            Place::Dyn { globals, candidates, index, ty } => {
                let kinds = self.leaves(ty)?;
                let get = |x: u32| if *globals { I::GlobalGet(x) } else { I::LocalGet(x) };
                let mut out = Vec::new();
                for (j, l) in kinds.iter().enumerate() {
                    let t = if *globals { l.val } else { self.local_type(candidates[0][j], l.val) };
                    let acc = self.local(t);
                    self.e.code.extend([get(candidates[0][j]), I::LocalSet(acc)]);
                    for (e, c) in candidates.iter().enumerate().skip(1) {
                        self.e.code.extend([
                            get(c[j]),
                            I::LocalGet(acc),
                            I::LocalGet(*index),
                            I::I32Const(e as i32),
                            I::I32Eq,
                            I::Select,
                            I::LocalSet(acc),
                        ]);
                    }
                    out.push(acc);
                }
                Ok(out)
            }
        }
    }

    pub(super) fn store(&mut self, p: &Place, v: &[u32]) -> Result<()> {
        match p {
            Place::Mem { slot, dynamic, offset, ty } => {
                let atomic = matches!(ty, TypeInner::Atomic(_));
                let leaves = self.leaves(ty)?;
                let buffer = self.is_buffer(*slot);
                for (l, &src) in leaves.iter().zip(v) {
                    // A buffer: a store outside the binding is dropped: a plain store goes to
                    // the runtime's sink word instead (no branch: a conditional block per store
                    // left Cranelift recomputing, in each, the values the stores before used),
                    // an atomic one is skipped.
                    let checked = match dynamic {
                        Some(d) if buffer && !atomic => {
                            let ok = self.inside(*slot, *d, offset + l.offset);
                            let at = offset + l.offset;
                            self.e.code.push(I::GlobalGet(ModuleCx::slot_base(*slot)));
                            self.push_dyn(*d);
                            self.e.code.push(I::I32Add);
                            if at != 0 {
                                self.e.code.extend([I::I32Const(at as i32), I::I32Add]);
                            }
                            self.e.code.extend([I::I32Const(abi::SINK as i32), I::LocalGet(ok), I::Select]);
                            self.e.code.push(I::LocalGet(src));
                            self.e.code.push(store_op(false, l, mem(0)));
                            continue;
                        }
                        Some(d) if buffer => {
                            let ok = self.inside(*slot, *d, offset + l.offset);
                            self.e.code.extend([I::LocalGet(ok), I::If(BlockType::Empty)]);
                            true
                        }
                        _ => false,
                    };
                    self.e.code.push(I::GlobalGet(ModuleCx::slot_base(*slot)));
                    if let Some(d) = dynamic {
                        self.push_dyn(*d);
                        self.e.code.push(I::I32Add);
                    }
                    self.e.code.push(I::LocalGet(src));
                    let m = mem(offset + l.offset);
                    self.e.code.push(store_op(atomic, l, m));
                    if checked {
                        self.e.code.push(I::End);
                    }
                }
            }
            Place::Vars { globals, leaves, .. } => {
                for (&dst, &src) in leaves.iter().zip(v) {
                    self.e.code.push(I::LocalGet(src));
                    self.e.code.push(if *globals { I::GlobalSet(dst) } else { I::LocalSet(dst) });
                }
            }
            Place::Dyn { globals, candidates, index, .. } => {
                for (e, c) in candidates.iter().enumerate() {
                    self.e.code.extend([
                        I::LocalGet(*index),
                        I::I32Const(e as i32),
                        I::I32Eq,
                        I::If(BlockType::Empty),
                    ]);
                    for (&dst, &src) in c.iter().zip(v) {
                        self.e.code.push(I::LocalGet(src));
                        self.e.code.push(if *globals { I::GlobalSet(dst) } else { I::LocalSet(dst) });
                    }
                    self.e.code.push(I::End);
                }
            }
        }
        Ok(())
    }
}

/// The store instruction of leaf `l` at `m`.
fn store_op(atomic: bool, l: &Leaf, m: MemArg) -> I<'static> {
    match (atomic, l.val) {
        (true, _) => I::I32AtomicStore(m),
        (false, ValType::F32) => I::F32Store(m),
        _ if l.kind == ScalarKind::Bool => I::I32Store8(MemArg { align: 0, ..m }),
        _ => I::I32Store(m),
    }
}
