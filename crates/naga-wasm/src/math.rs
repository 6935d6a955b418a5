//! WGSL's math builtins, per scalar, in wasm.
//!
//! Component-wise builtins apply to each leaf (a scalar argument is broadcast against a vector,
//! as `mix(a, b, t)` with a scalar `t`); `dot`, `length`, `distance`, `normalize` and `cross`
//! work on whole vectors. Formulas follow the WGSL definitions (`mix` is `a·(1−t) + b·t`,
//! `fract` is `x − floor(x)`, `round` rounds half to even). Transcendental functions are
//! composed from the functions of [`super::libm`]; the bit-field, packing, decomposition,
//! matrix and geometry builtins are in [`super::builtins`].

use naga::{Expression, Handle, MathFunction as F, ScalarKind};
use wasm_encoder::{Instruction as I, ValType};

use super::func::Emit;
use crate::error::{Result, unsupported_at};

fn pick_opt(v: &[u32], j: usize) -> Option<u32> {
    if v.is_empty() { None } else { Some(pick(v, j)) }
}

/// Pushes a transcendental builtin of `x` (and `y`) per WGSL's definitions (see `libm`).
fn transcendental(cx: &mut impl Emit, fun: F, x: u32, y: Option<u32>) {
    use super::libm::MathFn as M;
    let f = |v: f32| I::F32Const(v.into());
    let exp2 = cx.math_fn(M::Exp2);
    let log2 = cx.math_fn(M::Log2);
    // e^v of the value on the stack.
    let exp = [f(std::f32::consts::LOG2_E), I::F32Mul, I::Call(exp2)];
    // ln of the value on the stack.
    let ln = [I::Call(log2), f(std::f32::consts::LN_2), I::F32Mul];
    let g = I::LocalGet(x);
    let y = I::LocalGet(y.unwrap_or(x));
    let code: Vec<I<'static>> = match fun {
        F::Exp2 => vec![g, I::Call(exp2)],
        F::Exp => [vec![g], exp.to_vec()].concat(),
        F::Log2 => vec![g, I::Call(log2)],
        F::Log => [vec![g], ln.to_vec()].concat(),
        F::Pow => vec![y, g, I::Call(log2), I::F32Mul, I::Call(exp2)],
        F::Sin => vec![g, I::Call(cx.math_fn(M::Sin))],
        F::Cos => vec![g, I::Call(cx.math_fn(M::Cos))],
        F::Tan => vec![g.clone(), I::Call(cx.math_fn(M::Sin)), g, I::Call(cx.math_fn(M::Cos)), I::F32Div],
        F::Atan => vec![g, I::Call(cx.math_fn(M::Atan))],
        F::Atan2 => vec![g, y, I::Call(cx.math_fn(M::Atan2))],
        // asin x = atan2(x, √(1 − x²)); acos x = atan2(√(1 − x²), x)
        F::Asin | F::Acos => {
            let root = vec![f(1.0), g.clone(), g.clone(), I::F32Mul, I::F32Sub, I::F32Sqrt];
            let atan2 = I::Call(cx.math_fn(M::Atan2));
            if fun == F::Asin {
                [vec![g], root, vec![atan2]].concat()
            } else {
                [root, vec![g, atan2]].concat()
            }
        }
        F::Sinh | F::Cosh => {
            let op = if fun == F::Sinh { I::F32Sub } else { I::F32Add };
            [vec![g.clone()], exp.to_vec(), vec![g, I::F32Neg], exp.to_vec(), vec![op, f(0.5), I::F32Mul]]
                .concat()
        }
        // tanh x = 1 − 2 / (e^(2x) + 1): exact limits at ±∞.
        F::Tanh => [
            vec![f(1.0), f(2.0), g, f(2.0), I::F32Mul],
            exp.to_vec(),
            vec![f(1.0), I::F32Add, I::F32Div, I::F32Sub],
        ]
        .concat(),
        F::Asinh => [
            vec![
                g.clone(),
                I::F32Abs,
                g.clone(),
                g.clone(),
                I::F32Mul,
                f(1.0),
                I::F32Add,
                I::F32Sqrt,
                I::F32Add,
            ],
            ln.to_vec(),
            vec![g, I::F32Copysign],
        ]
        .concat(),
        F::Acosh => {
            [vec![g.clone(), g.clone(), g, I::F32Mul, f(1.0), I::F32Sub, I::F32Sqrt, I::F32Add], ln.to_vec()]
                .concat()
        }
        F::Atanh => [
            vec![f(1.0), g.clone(), I::F32Add, f(1.0), g, I::F32Sub, I::F32Div],
            ln.to_vec(),
            vec![f(0.5), I::F32Mul],
        ]
        .concat(),
        F::Radians => vec![g, f(std::f32::consts::PI / 180.0), I::F32Mul],
        _ => vec![g, f(180.0 / std::f32::consts::PI), I::F32Mul],
    };
    for i in code {
        cx.push(i);
    }
}

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
    let d = match arg3 {
        Some(x) => cx.value(x)?,
        None => Vec::new(),
    };
    let args = super::builtins::Args { a: &a, b: &b, c: &c, d: &d };
    if let Some(v) = super::builtins::builtin(cx, fun, &args, &cx.ty_of(arg), kind)? {
        return Ok(v);
    }
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
    for (j, &x) in a.iter().enumerate() {
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
            // -1 (all ones) for 0; else the index of the lowest set bit.
            (F::FirstTrailingBit, false) => cx.extend_all(&[
                I::I32Const(-1),
                I::LocalGet(x),
                I::I32Ctz,
                I::LocalGet(x),
                I::I32Eqz,
                I::Select,
            ]),
            // -1 for 0 (and for -1 when signed); else the index of the highest bit that differs
            // from the sign bit (signed) or of the highest set bit (unsigned).
            (F::FirstLeadingBit, false) => {
                let v = if signed {
                    // v = x ^ (x >> 31): a negative x looks for its highest 0 bit.
                    cx.extend_all(&[I::LocalGet(x), I::LocalGet(x), I::I32Const(31), I::I32ShrS, I::I32Xor]);
                    set(cx, ValType::I32)
                } else {
                    x
                };
                cx.extend_all(&[
                    I::I32Const(-1),
                    I::I32Const(31),
                    I::LocalGet(v),
                    I::I32Clz,
                    I::I32Sub,
                    I::LocalGet(v),
                    I::I32Eqz,
                    I::Select,
                ]);
            }
            (F::ReverseBits, false) => {
                // Swap halves, then bytes, nibbles, pairs and single bits.
                cx.push(I::LocalGet(x));
                for (shift, mask) in [
                    (16, 0x0000_ffffu32),
                    (8, 0x00ff_00ff),
                    (4, 0x0f0f_0f0f),
                    (2, 0x3333_3333),
                    (1, 0x5555_5555),
                ] {
                    let t = set(cx, ValType::I32);
                    cx.extend_all(&[
                        I::LocalGet(t),
                        I::I32Const(shift),
                        I::I32ShrU,
                        I::I32Const(mask as i32),
                        I::I32And,
                        I::LocalGet(t),
                        I::I32Const(mask as i32),
                        I::I32And,
                        I::I32Const(shift),
                        I::I32Shl,
                        I::I32Or,
                    ]);
                }
            }
            (F::Exp2 | F::Exp | F::Log2 | F::Log | F::Pow | F::Sin | F::Cos | F::Tan, true)
            | (F::Atan | F::Atan2 | F::Asin | F::Acos | F::Sinh | F::Cosh | F::Tanh, true)
            | (F::Asinh | F::Acosh | F::Atanh | F::Radians | F::Degrees, true) => {
                transcendental(cx, fun, x, pick_opt(&b, j));
            }
            _ => {
                return Err(unsupported_at(format!("the builtin {fun:?}"), cx.location_of(h)));
            }
        }
        out.push(set(cx, val));
    }
    Ok(out)
}

/// Pushes a sequence of instructions.
pub(super) trait ExtendAll {
    fn extend_all(&mut self, is: &[I<'static>]);
}

impl<T: Emit> ExtendAll for T {
    fn extend_all(&mut self, is: &[I<'static>]) {
        for i in is {
            self.push(i.clone());
        }
    }
}
