//! WGSL's math builtins, per scalar, in wasm.
//!
//! Component-wise builtins apply to each leaf (a scalar argument is broadcast against a vector,
//! as `mix(a, b, t)` with a scalar `t`); `dot`, `length`, `distance`, `normalize` and `cross`
//! work on whole vectors. Formulas follow the WGSL definitions (`mix` is `a·(1−t) + b·t`,
//! `fract` is `x − floor(x)`, `round` rounds half to even). Transcendental functions are not
//! in this version: they answer `unsupported`.

use naga::{Expression, Handle, MathFunction as F, ScalarKind};
use wasm_encoder::{Instruction as I, ValType};

use super::func::Emit;
use super::unsupported;
use crate::error::Result;

fn pick(v: &[u32], j: usize) -> u32 {
    if v.len() == 1 { v[0] } else { v[j] }
}

/// `dot(a, b)` onto the stack.
fn dot(cx: &mut impl Emit, a: &[u32], b: &[u32], float: bool) {
    for j in 0..a.len() {
        cx.push(I::LocalGet(a[j]));
        cx.push(I::LocalGet(b[j]));
        cx.push(if float { I::F32Mul } else { I::I32Mul });
        if j > 0 {
            cx.push(if float { I::F32Add } else { I::I32Add });
        }
    }
}

fn set(cx: &mut impl Emit, t: ValType) -> u32 {
    let l = cx.local(t);
    cx.push(I::LocalSet(l));
    l
}

pub(super) fn math(
    cx: &mut impl Emit,
    fun: F,
    arg: Handle<Expression>,
    arg1: Option<Handle<Expression>>,
    arg2: Option<Handle<Expression>>,
    arg3: Option<Handle<Expression>>,
    h: Handle<Expression>,
) -> Result<Vec<u32>> {
    let _ = arg3;
    let leaves = cx.leaves_of(arg)?;
    let kind = leaves[0].kind;
    let float = kind == ScalarKind::Float;
    let signed = kind == ScalarKind::Sint;
    let val = leaves[0].val;
    let a = cx.value(arg)?;
    let b = match arg1 {
        Some(x) => cx.value(x)?,
        None => Vec::new(),
    };
    let c = match arg2 {
        Some(x) => cx.value(x)?,
        None => Vec::new(),
    };
    // Reductions and whole-vector functions.
    match fun {
        F::Dot => {
            dot(cx, &a, &b, float);
            return Ok(vec![set(cx, val)]);
        }
        F::Length | F::Distance | F::Normalize => {
            let v: Vec<u32> = if fun == F::Distance {
                (0..a.len())
                    .map(|j| {
                        cx.push(I::LocalGet(a[j]));
                        cx.push(I::LocalGet(b[j]));
                        cx.push(I::F32Sub);
                        set(cx, ValType::F32)
                    })
                    .collect()
            } else {
                a.clone()
            };
            dot(cx, &v, &v, true);
            cx.push(I::F32Sqrt);
            let len = set(cx, ValType::F32);
            if fun != F::Normalize {
                return Ok(vec![len]);
            }
            return Ok(v
                .iter()
                .map(|&x| {
                    cx.push(I::LocalGet(x));
                    cx.push(I::LocalGet(len));
                    cx.push(I::F32Div);
                    set(cx, ValType::F32)
                })
                .collect());
        }
        F::Cross => {
            let mut out = Vec::new();
            for (i, j) in [(1, 2), (2, 0), (0, 1)] {
                cx.push(I::LocalGet(a[i]));
                cx.push(I::LocalGet(b[j]));
                cx.push(I::F32Mul);
                cx.push(I::LocalGet(a[j]));
                cx.push(I::LocalGet(b[i]));
                cx.push(I::F32Mul);
                cx.push(I::F32Sub);
                out.push(set(cx, ValType::F32));
            }
            return Ok(out);
        }
        _ => {}
    }
    let mut out = Vec::new();
    for j in 0..a.len() {
        let x = a[j];
        match (fun, float) {
            (F::Abs, true) => cx.extend_all(&[I::LocalGet(x), I::F32Abs]),
            (F::Abs, false) if signed => cx.extend_all(&[
                I::I32Const(0),
                I::LocalGet(x),
                I::I32Sub,
                I::LocalGet(x),
                I::LocalGet(x),
                I::I32Const(0),
                I::I32LtS,
                I::Select,
            ]),
            (F::Abs, false) => cx.push(I::LocalGet(x)),
            (F::Min | F::Max, true) => {
                cx.extend_all(&[I::LocalGet(x), I::LocalGet(pick(&b, j))]);
                cx.push(if fun == F::Min { I::F32Min } else { I::F32Max });
            }
            (F::Min | F::Max, false) => {
                let y = pick(&b, j);
                let lt = if signed { I::I32LtS } else { I::I32LtU };
                // min: x < y ? x : y; max: x < y ? y : x
                let (first, second) = if fun == F::Min { (x, y) } else { (y, x) };
                cx.extend_all(&[
                    I::LocalGet(first),
                    I::LocalGet(second),
                    I::LocalGet(x),
                    I::LocalGet(y),
                    lt,
                    I::Select,
                ]);
            }
            (F::Clamp, true) => cx.extend_all(&[
                I::LocalGet(x),
                I::LocalGet(pick(&b, j)),
                I::F32Max,
                I::LocalGet(pick(&c, j)),
                I::F32Min,
            ]),
            (F::Clamp, false) => {
                let (lo, hi) = (pick(&b, j), pick(&c, j));
                let (lt, gt) = if signed { (I::I32LtS, I::I32GtS) } else { (I::I32LtU, I::I32GtU) };
                // t = x < lo ? lo : x; t > hi ? hi : t
                cx.extend_all(&[
                    I::LocalGet(lo),
                    I::LocalGet(x),
                    I::LocalGet(x),
                    I::LocalGet(lo),
                    lt,
                    I::Select,
                ]);
                let t = set(cx, ValType::I32);
                cx.extend_all(&[
                    I::LocalGet(hi),
                    I::LocalGet(t),
                    I::LocalGet(t),
                    I::LocalGet(hi),
                    gt,
                    I::Select,
                ]);
            }
            (F::Saturate, true) => cx.extend_all(&[
                I::LocalGet(x),
                I::F32Const(0.0.into()),
                I::F32Max,
                I::F32Const(1.0.into()),
                I::F32Min,
            ]),
            (F::Floor, true) => cx.extend_all(&[I::LocalGet(x), I::F32Floor]),
            (F::Ceil, true) => cx.extend_all(&[I::LocalGet(x), I::F32Ceil]),
            (F::Round, true) => cx.extend_all(&[I::LocalGet(x), I::F32Nearest]),
            (F::Trunc, true) => cx.extend_all(&[I::LocalGet(x), I::F32Trunc]),
            (F::Fract, true) => cx.extend_all(&[I::LocalGet(x), I::LocalGet(x), I::F32Floor, I::F32Sub]),
            (F::Sqrt, true) => cx.extend_all(&[I::LocalGet(x), I::F32Sqrt]),
            (F::InverseSqrt, true) => {
                cx.extend_all(&[I::F32Const(1.0.into()), I::LocalGet(x), I::F32Sqrt, I::F32Div])
            }
            (F::Fma, true) => cx.extend_all(&[
                I::LocalGet(x),
                I::LocalGet(pick(&b, j)),
                I::F32Mul,
                I::LocalGet(pick(&c, j)),
                I::F32Add,
            ]),
            (F::Mix, true) => {
                let t = pick(&c, j);
                cx.extend_all(&[
                    I::LocalGet(x),
                    I::F32Const(1.0.into()),
                    I::LocalGet(t),
                    I::F32Sub,
                    I::F32Mul,
                    I::LocalGet(pick(&b, j)),
                    I::LocalGet(t),
                    I::F32Mul,
                    I::F32Add,
                ]);
            }
            (F::Step, true) => cx.extend_all(&[
                I::F32Const(1.0.into()),
                I::F32Const(0.0.into()),
                I::LocalGet(x),
                I::LocalGet(pick(&b, j)),
                I::F32Le,
                I::Select,
            ]),
            (F::SmoothStep, true) => {
                // t = clamp((v - lo) / (hi - lo), 0, 1); t * t * (3 - 2t)
                let (lo, hi, v) = (x, pick(&b, j), pick(&c, j));
                cx.extend_all(&[
                    I::LocalGet(v),
                    I::LocalGet(lo),
                    I::F32Sub,
                    I::LocalGet(hi),
                    I::LocalGet(lo),
                    I::F32Sub,
                    I::F32Div,
                    I::F32Const(0.0.into()),
                    I::F32Max,
                    I::F32Const(1.0.into()),
                    I::F32Min,
                ]);
                let t = set(cx, ValType::F32);
                cx.extend_all(&[
                    I::LocalGet(t),
                    I::LocalGet(t),
                    I::F32Mul,
                    I::F32Const(3.0.into()),
                    I::F32Const(2.0.into()),
                    I::LocalGet(t),
                    I::F32Mul,
                    I::F32Sub,
                    I::F32Mul,
                ]);
            }
            (F::Sign, true) => cx.extend_all(&[
                I::F32Const(1.0.into()),
                I::F32Const((-1.0f32).into()),
                I::F32Const(0.0.into()),
                I::LocalGet(x),
                I::F32Const(0.0.into()),
                I::F32Lt,
                I::Select,
                I::LocalGet(x),
                I::F32Const(0.0.into()),
                I::F32Gt,
                I::Select,
            ]),
            (F::Sign, false) => cx.extend_all(&[
                I::I32Const(1),
                I::I32Const(-1),
                I::I32Const(0),
                I::LocalGet(x),
                I::I32Const(0),
                I::I32LtS,
                I::Select,
                I::LocalGet(x),
                I::I32Const(0),
                I::I32GtS,
                I::Select,
            ]),
            (F::CountOneBits, false) => cx.extend_all(&[I::LocalGet(x), I::I32Popcnt]),
            (F::CountLeadingZeros, false) => cx.extend_all(&[I::LocalGet(x), I::I32Clz]),
            (F::CountTrailingZeros, false) => cx.extend_all(&[I::LocalGet(x), I::I32Ctz]),
            _ => {
                return Err(unsupported(format!("the builtin {fun:?}{}", cx.span_of(h))));
            }
        }
        out.push(set(cx, val));
    }
    Ok(out)
}

trait ExtendAll {
    fn extend_all(&mut self, is: &[I<'static>]);
}

impl<T: Emit> ExtendAll for T {
    fn extend_all(&mut self, is: &[I<'static>]) {
        for i in is {
            self.push(i.clone());
        }
    }
}
