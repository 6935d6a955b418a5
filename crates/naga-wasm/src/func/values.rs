//! Values: expressions to the wasm locals that hold their scalars (emitted ones kept, constant
//! ones materialized at each use), binary operators, matrix products and conversions.

use naga::{Expression, Handle, ScalarKind, TypeInner};
use wasm_encoder::{Instruction as I, ValType};

use super::{Emit, FnCx, Place, scalar_binop};
use crate::error::{Result, internal, unsupported_at};
use crate::module::literal;

impl<'a, 'm> FnCx<'a, 'm> {
    pub(super) fn value(&mut self, h: Handle<Expression>) -> Result<Vec<u32>> {
        if let Some(v) = self.values.get(&h) {
            return Ok(v.clone());
        }
        let v = if self.lanes_on() { self.vvalue(h)? } else { self.compute(h)? };
        if self.emitted.contains(&h) {
            self.values.insert(h, v.clone());
        }
        Ok(v)
    }

    /// Computes an expression (scalar code; operands through [`Self::value`]).
    pub(super) fn compute(&mut self, h: Handle<Expression>) -> Result<Vec<u32>> {
        let module = self.m.module;
        let v = match self.f.expressions[h] {
            Expression::Literal(l) => {
                let c = literal(l)?;
                self.consts(&[c])
            }
            Expression::Constant(c) => {
                let vals = self.m.const_leaves(module.constants[c].init)?;
                self.consts(&vals)
            }
            Expression::ZeroValue(ty) => {
                let vals = self.m.zero(&module.types[ty].inner)?;
                self.consts(&vals)
            }
            Expression::Compose { ref components, .. } => {
                let mut v = Vec::new();
                for &c in components {
                    v.extend(self.value(c)?);
                }
                v
            }
            Expression::Splat { size, value } => {
                let s = self.value(value)?;
                s.iter().copied().cycle().take(size as usize * s.len()).collect()
            }
            Expression::Swizzle { size, vector, pattern } => {
                let v = self.value(vector)?;
                pattern[..size as usize].iter().map(|&c| v[c as usize]).collect()
            }
            Expression::FunctionArgument(i) => {
                self.args.get(i as usize).cloned().ok_or_else(|| internal("an unknown argument"))?
            }
            Expression::Load { pointer } => {
                let p = self.place(pointer)?;
                self.load(&p)?
            }
            Expression::AccessIndex { base, index } => {
                let ty = self.ty(base);
                let v = self.value(base)?;
                let is_struct = matches!(ty, TypeInner::Struct { .. });
                let (_, k, _, _, skip) = self.component(&ty, Some(index))?;
                let start = if is_struct { skip as usize } else { index as usize * k };
                v[start..start + k].to_vec()
            }
            Expression::Access { base, index } => {
                let ty = self.ty(base);
                let v = self.value(base)?;
                let i = self.value(index)?[0];
                let (elem, k, count, _, _) = self.component(&ty, None)?;
                let n = count.ok_or_else(|| internal("a runtime-sized array value"))? as usize;
                let candidates: Vec<Vec<u32>> = (0..n).map(|e| v[e * k..(e + 1) * k].to_vec()).collect();
                let clamped = self.clamp(i, I::I32Const((n - 1) as i32));
                self.load(&Place::Dyn { globals: false, candidates, index: clamped, ty: elem })?
            }
            Expression::Unary { op, expr } => {
                let ty = self.ty(expr);
                let leaves = self.leaves(&ty)?;
                let v = self.value(expr)?;
                let mut out = Vec::new();
                for (l, &x) in leaves.iter().zip(&v) {
                    let dst = self.local(l.val);
                    match (op, l.kind) {
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
                }
                out
            }
            Expression::Binary { op, left, right } => self.binary(op, left, right, h)?,
            Expression::Select { condition, accept, reject } => {
                let c = self.value(condition)?;
                let a = self.value(accept)?;
                let r = self.value(reject)?;
                let leaves = self.leaves(&self.ty(accept))?;
                let mut out = Vec::new();
                for (j, l) in leaves.iter().enumerate() {
                    let dst = self.local(l.val);
                    let cj = if c.len() == 1 { c[0] } else { c[j] };
                    self.e.code.extend([
                        I::LocalGet(a[j]),
                        I::LocalGet(r[j]),
                        I::LocalGet(cj),
                        I::Select,
                        I::LocalSet(dst),
                    ]);
                    out.push(dst);
                }
                out
            }
            Expression::As { expr, kind, convert } => self.convert(expr, kind, convert, h)?,
            Expression::Relational { fun, argument } => {
                let ty = self.ty(argument);
                let v = self.value(argument)?;
                let leaves = self.leaves(&ty)?;
                match fun {
                    naga::RelationalFunction::All | naga::RelationalFunction::Any => {
                        let dst = self.local(ValType::I32);
                        self.e.code.push(I::LocalGet(v[0]));
                        for &x in &v[1..] {
                            self.e.code.push(I::LocalGet(x));
                            self.e.code.push(if fun == naga::RelationalFunction::All {
                                I::I32And
                            } else {
                                I::I32Or
                            });
                        }
                        self.e.code.push(I::LocalSet(dst));
                        vec![dst]
                    }
                    naga::RelationalFunction::IsNan | naga::RelationalFunction::IsInf => {
                        let mut out = Vec::new();
                        for (&x, l) in v.iter().zip(&leaves) {
                            if l.val != ValType::F32 {
                                return Err(internal("isNan of a non-float"));
                            }
                            let dst = self.local(ValType::I32);
                            if fun == naga::RelationalFunction::IsNan {
                                self.e.code.extend([I::LocalGet(x), I::LocalGet(x), I::F32Ne]);
                            } else {
                                self.e.code.extend([
                                    I::LocalGet(x),
                                    I::F32Abs,
                                    I::F32Const(f32::INFINITY.into()),
                                    I::F32Eq,
                                ]);
                            }
                            self.e.code.push(I::LocalSet(dst));
                            out.push(dst);
                        }
                        out
                    }
                }
            }
            Expression::Math { fun, arg, arg1, arg2, arg3 } => {
                crate::math::math(self, fun, arg, arg1, arg2, arg3, h)?
            }
            Expression::ArrayLength(p) => {
                let place = self.place(p)?;
                let Place::Mem { slot, dynamic, offset, ty: TypeInner::Array { stride, .. } } = place else {
                    return Err(internal("arrayLength of a non-array"));
                };
                vec![self.runtime_count(slot, dynamic, offset, stride)]
            }
            Expression::CallResult(_) | Expression::AtomicResult { .. } => {
                return Err(internal("a call or atomic result used before its statement"));
            }
            ref other => {
                let name = format!("{other:?}");
                let name = name.split([' ', '(', '{']).next().unwrap_or("?").to_string();
                return Err(unsupported_at(format!("the expression {name}"), self.location_of(h)));
            }
        };
        Ok(v)
    }

    pub(super) fn binary(
        &mut self,
        op: naga::BinaryOperator,
        left: Handle<Expression>,
        right: Handle<Expression>,
        _h: Handle<Expression>,
    ) -> Result<Vec<u32>> {
        use naga::BinaryOperator as B;
        let (lt, rt) = (self.ty(left), self.ty(right));
        if op == B::Multiply
            && (matches!(lt, TypeInner::Matrix { .. }) || matches!(rt, TypeInner::Matrix { .. }))
            && !matches!(lt, TypeInner::Scalar(_))
            && !matches!(rt, TypeInner::Scalar(_))
        {
            return self.matrix_product(&lt, &rt, left, right);
        }
        let (ll, rl) = (self.leaves(&lt)?, self.leaves(&rt)?);
        let (a, b) = (self.value(left)?, self.value(right)?);
        let n = a.len().max(b.len());
        let mut out = Vec::new();
        for j in 0..n {
            let (x, y) = (a[if a.len() == 1 { 0 } else { j }], b[if b.len() == 1 { 0 } else { j }]);
            let kind = ll[if ll.len() == 1 { 0 } else { j }].kind;
            let rkind = rl[if rl.len() == 1 { 0 } else { j }].kind;
            let float = kind == ScalarKind::Float;
            let signed = kind == ScalarKind::Sint;
            let result_val = match op {
                B::Equal | B::NotEqual | B::Less | B::LessEqual | B::Greater | B::GreaterEqual => {
                    ValType::I32
                }
                _ if float => ValType::F32,
                _ => ValType::I32,
            };
            let dst = self.local(result_val);
            let _ = rkind;
            match op {
                B::Divide | B::Modulo if !float => {
                    // WGSL: x / 0 = x, MIN / -1 = MIN, x % 0 = 0, MIN % -1 = 0: divide by 1 then.
                    let safe = self.local(ValType::I32);
                    self.e.code.extend([I::I32Const(1), I::LocalGet(y), I::LocalGet(y), I::I32Eqz]);
                    if signed {
                        self.e.code.extend([
                            I::LocalGet(x),
                            I::I32Const(i32::MIN),
                            I::I32Eq,
                            I::LocalGet(y),
                            I::I32Const(-1),
                            I::I32Eq,
                            I::I32And,
                            I::I32Or,
                        ]);
                    }
                    self.e.code.extend([I::Select, I::LocalSet(safe), I::LocalGet(x), I::LocalGet(safe)]);
                    self.e.code.push(match (op, signed) {
                        (B::Divide, true) => I::I32DivS,
                        (B::Divide, false) => I::I32DivU,
                        (_, true) => I::I32RemS,
                        (_, false) => I::I32RemU,
                    });
                }
                B::Modulo => {
                    // x - y * trunc(x / y)
                    self.e.code.extend([
                        I::LocalGet(x),
                        I::LocalGet(y),
                        I::LocalGet(x),
                        I::LocalGet(y),
                        I::F32Div,
                        I::F32Trunc,
                        I::F32Mul,
                        I::F32Sub,
                    ]);
                }
                _ => {
                    self.e.code.extend([I::LocalGet(x), I::LocalGet(y)]);
                    self.e.code.push(scalar_binop(op, float, signed));
                }
            }
            self.e.code.push(I::LocalSet(dst));
            out.push(dst);
        }
        Ok(out)
    }

    /// `mat × vec`, `vec × mat` and `mat × mat` (column-major leaves: column j, row i at
    /// `j·rows + i`).
    pub(super) fn matrix_product(
        &mut self,
        lt: &TypeInner,
        rt: &TypeInner,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) -> Result<Vec<u32>> {
        let (a, b) = (self.value(left)?, self.value(right)?);
        // As (rows, columns) of a matrix, a vector on the left is 1×n, on the right n×1.
        let dims = |t: &TypeInner, left: bool| match *t {
            TypeInner::Matrix { columns, rows, .. } => (rows as usize, columns as usize),
            TypeInner::Vector { size, .. } if left => (1, size as usize),
            TypeInner::Vector { size, .. } => (size as usize, 1),
            _ => (1, 1),
        };
        let ((ar, ac), (br, bc)) = (dims(lt, true), dims(rt, false));
        if ac != br {
            return Err(internal("a matrix product of mismatched sizes"));
        }
        // Element (row i, column j) of each operand: a row vector's element j is leaf j.
        let at = |i: usize, j: usize| if ar == 1 { a[j] } else { a[j * ar + i] };
        let bt = |i: usize, j: usize| if bc == 1 { b[i] } else { b[j * br + i] };
        let mut out = Vec::new();
        for j in 0..bc {
            for i in 0..ar {
                for l in 0..ac {
                    self.e.code.extend([I::LocalGet(at(i, l)), I::LocalGet(bt(l, j)), I::F32Mul]);
                    if l > 0 {
                        self.e.code.push(I::F32Add);
                    }
                }
                let dst = self.local(ValType::F32);
                self.e.code.push(I::LocalSet(dst));
                out.push(dst);
            }
        }
        Ok(out)
    }

    pub(super) fn convert(
        &mut self,
        expr: Handle<Expression>,
        to: ScalarKind,
        convert: Option<u8>,
        h: Handle<Expression>,
    ) -> Result<Vec<u32>> {
        if convert.is_some_and(|w| w != 4 && !(to == ScalarKind::Bool && w == 1)) {
            return Err(unsupported_at(
                format!("conversions to {}-byte types", convert.unwrap_or(0)),
                self.location_of(h),
            ));
        }
        let leaves = self.leaves(&self.ty(expr))?;
        let v = self.value(expr)?;
        let mut out = Vec::new();
        for (l, &x) in leaves.iter().zip(&v) {
            let from = l.kind;
            let to_val = if to == ScalarKind::Float { ValType::F32 } else { ValType::I32 };
            let dst = self.local(to_val);
            self.e.code.push(I::LocalGet(x));
            use ScalarKind::{Bool, Float, Sint, Uint};
            match (convert.is_some(), from, to) {
                (false, Float, Sint | Uint) => self.e.code.push(I::I32ReinterpretF32),
                (false, Sint | Uint, Float) => self.e.code.push(I::F32ReinterpretI32),
                (false, _, _) => {}
                (true, Float, Sint) => self.e.code.push(I::I32TruncSatF32S),
                (true, Float, Uint) => self.e.code.push(I::I32TruncSatF32U),
                (true, Float, Bool) => self.e.code.extend([I::F32Const(0.0.into()), I::F32Ne]),
                (true, Sint, Float) => self.e.code.push(I::F32ConvertI32S),
                (true, Uint | Bool, Float) => self.e.code.push(I::F32ConvertI32U),
                (true, Sint | Uint, Bool) => self.e.code.extend([I::I32Const(0), I::I32Ne]),
                (true, _, _) => {}
            }
            self.e.code.push(I::LocalSet(dst));
            out.push(dst);
        }
        Ok(out)
    }
}
