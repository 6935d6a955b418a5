//! WGSL's bit-field, packing, decomposition, matrix and geometry builtins, in wasm (the
//! component-wise arithmetic ones and the transcendental ones are in [`super::math`]).
//!
//! Each follows the WGSL definition: `extractBits`/`insertBits` clamp their offset and count
//! (`o = min(offset, 32)`, `c = min(count, 32 − o)`); the norm packings are
//! `⌊0.5 + k·clamp(e)⌋` and their unpackings `max(v / k, −1)`; `modf` is `(e − trunc e,
//! trunc e)`; `ldexp` is exact (one rounding, through f64); f32 → f16 rounds to nearest even
//! (overflow to ±∞, NaN stays NaN). Where WGSL leaves a result open (a NaN component of a norm
//! packing, `modf` and `frexp` of ±∞ or NaN, the sign of `modf`'s zero fraction), the result is
//! the one wgpu on lavapipe gives, so both executors agree (`tests/tests/parity.rs` checks each
//! on both). Lavapipe departs from WGSL in two places, where this follows WGSL: it rounds a
//! norm packing's exact tie to even (`pack4x8snorm(−0.5)` is −64, WGSL's formula −63), and reads
//! a subnormal's bits in `frexp` as if normal.
//! The f64 arithmetic stays on the wasm stack: locals are 4-byte words (kernels with barriers
//! save them as such).

use naga::{MathFunction as F, ScalarKind, TypeInner};
use wasm_encoder::{Instruction as I, ValType};

use super::func::Emit;
use super::math::ExtendAll;
use crate::error::{Result, internal};

/// The values of a builtin's arguments (leaf locals; empty where absent).
pub(super) struct Args<'a> {
    pub a: &'a [u32],
    pub b: &'a [u32],
    pub c: &'a [u32],
    pub d: &'a [u32],
}

/// The value on the stack into a new local.
fn keep(cx: &mut impl Emit, t: ValType) -> u32 {
    let l = cx.local(t);
    cx.push(I::LocalSet(l));
    l
}

fn pick(v: &[u32], j: usize) -> u32 {
    if v.len() == 1 { v[0] } else { v[j] }
}

fn arg(v: &[u32], j: usize) -> Result<u32> {
    match v.len() {
        0 => Err(internal("a builtin without its argument")),
        _ => Ok(pick(v, j)),
    }
}

/// Compiles the builtins of this module; `None` for the others (`math` handles them).
pub(super) fn builtin(
    cx: &mut impl Emit,
    fun: F,
    args: &Args<'_>,
    arg_ty: &TypeInner,
    kind: ScalarKind,
) -> Result<Option<Vec<u32>>> {
    let signed = kind == ScalarKind::Sint;
    let a = args.a;
    Ok(Some(match fun {
        F::ExtractBits => {
            let (o, c) = clamp_bits(cx, arg(args.b, 0)?, arg(args.c, 0)?);
            a.iter().map(|&e| extract_bits(cx, e, o, c, signed)).collect()
        }
        F::InsertBits => {
            let (o, c) = clamp_bits(cx, arg(args.c, 0)?, arg(args.d, 0)?);
            // mask = c == 0 ? 0 : (~0 >> (32 − c)) << o
            cx.extend_all(&[
                I::I32Const(-1),
                I::I32Const(32),
                I::LocalGet(c),
                I::I32Sub,
                I::I32ShrU,
                I::LocalGet(o),
                I::I32Shl,
                I::I32Const(0),
                I::LocalGet(c),
                I::Select,
            ]);
            let mask = keep(cx, ValType::I32);
            let mut out = Vec::new();
            for (j, &e) in a.iter().enumerate() {
                let nb = arg(args.b, j)?;
                cx.extend_all(&[
                    I::LocalGet(e),
                    I::LocalGet(mask),
                    I::I32Const(-1),
                    I::I32Xor,
                    I::I32And,
                    I::LocalGet(nb),
                    I::LocalGet(o),
                    I::I32Shl,
                    I::LocalGet(mask),
                    I::I32And,
                    I::I32Or,
                ]);
                out.push(keep(cx, ValType::I32));
            }
            out
        }
        F::Pack4x8snorm | F::Pack4x8unorm | F::Pack2x16snorm | F::Pack2x16unorm => {
            let (lo, k, bits) = match fun {
                F::Pack4x8snorm => (-1.0f32, 127.0f32, 8),
                F::Pack4x8unorm => (0.0, 255.0, 8),
                F::Pack2x16snorm => (-1.0, 32767.0, 16),
                _ => (0.0, 65535.0, 16),
            };
            let field = (1i64 << bits) - 1;
            for (j, &e) in a.iter().enumerate() {
                // ⌊0.5 + k·min(1, max(lo, e))⌋, its low bits at 8j (16j); the max ignores a NaN
                // e (as lavapipe's: NaN packs as lo).
                cx.extend_all(&[
                    I::LocalGet(e),
                    I::F32Const(lo.into()),
                    I::LocalGet(e),
                    I::F32Const(lo.into()),
                    I::F32Gt,
                    I::Select,
                    I::F32Const(1.0.into()),
                    I::F32Min,
                    I::F32Const(k.into()),
                    I::F32Mul,
                    I::F32Const(0.5.into()),
                    I::F32Add,
                    I::F32Floor,
                    I::I32TruncSatF32S,
                    I::I32Const(field as i32),
                    I::I32And,
                    I::I32Const(bits * j as i32),
                    I::I32Shl,
                ]);
                if j > 0 {
                    cx.push(I::I32Or);
                }
            }
            vec![keep(cx, ValType::I32)]
        }
        F::Unpack4x8snorm | F::Unpack4x8unorm | F::Unpack2x16snorm | F::Unpack2x16unorm => {
            let x = arg(a, 0)?;
            let (n, bits, k, snorm) = match fun {
                F::Unpack4x8snorm => (4, 8, 127.0f32, true),
                F::Unpack4x8unorm => (4, 8, 255.0, false),
                F::Unpack2x16snorm => (2, 16, 32767.0, true),
                _ => (2, 16, 65535.0, false),
            };
            let mut out = Vec::new();
            for j in 0..n {
                field(cx, x, j * bits, bits, snorm);
                cx.push(if snorm { I::F32ConvertI32S } else { I::F32ConvertI32U });
                cx.extend_all(&[I::F32Const(k.into()), I::F32Div]);
                if snorm {
                    cx.extend_all(&[I::F32Const((-1.0f32).into()), I::F32Max]);
                }
                out.push(keep(cx, ValType::F32));
            }
            out
        }
        F::Pack2x16float => {
            let lo = f32_to_f16(cx, arg(a, 0)?);
            let hi = f32_to_f16(cx, arg(a, 1)?);
            cx.extend_all(&[I::LocalGet(lo), I::LocalGet(hi), I::I32Const(16), I::I32Shl, I::I32Or]);
            vec![keep(cx, ValType::I32)]
        }
        F::Unpack2x16float => {
            let x = arg(a, 0)?;
            cx.extend_all(&[I::LocalGet(x), I::I32Const(16), I::I32ShrU]);
            let hi = keep(cx, ValType::I32);
            vec![f16_to_f32(cx, x), f16_to_f32(cx, hi)]
        }
        F::QuantizeToF16 => a
            .iter()
            .map(|&e| {
                let h = f32_to_f16(cx, e);
                f16_to_f32(cx, h)
            })
            .collect(),
        F::Pack4xI8 | F::Pack4xU8 | F::Pack4xI8Clamp | F::Pack4xU8Clamp => {
            for (j, &e) in a.iter().enumerate() {
                match fun {
                    F::Pack4xI8Clamp => {
                        let t = clamp_i32(cx, e, -128, 127);
                        cx.push(I::LocalGet(t));
                    }
                    // min(e, 255), unsigned
                    F::Pack4xU8Clamp => cx.extend_all(&[
                        I::I32Const(255),
                        I::LocalGet(e),
                        I::LocalGet(e),
                        I::I32Const(255),
                        I::I32GtU,
                        I::Select,
                    ]),
                    _ => cx.push(I::LocalGet(e)),
                }
                cx.extend_all(&[I::I32Const(0xff), I::I32And, I::I32Const(8 * j as i32), I::I32Shl]);
                if j > 0 {
                    cx.push(I::I32Or);
                }
            }
            vec![keep(cx, ValType::I32)]
        }
        F::Unpack4xI8 | F::Unpack4xU8 => {
            let x = arg(a, 0)?;
            (0..4)
                .map(|j| {
                    field(cx, x, 8 * j, 8, fun == F::Unpack4xI8);
                    keep(cx, ValType::I32)
                })
                .collect()
        }
        F::Dot4I8Packed | F::Dot4U8Packed => {
            let (x, y) = (arg(a, 0)?, arg(args.b, 0)?);
            let s = fun == F::Dot4I8Packed;
            for j in 0..4 {
                field(cx, x, 8 * j, 8, s);
                field(cx, y, 8 * j, 8, s);
                cx.push(I::I32Mul);
                if j > 0 {
                    cx.push(I::I32Add);
                }
            }
            vec![keep(cx, ValType::I32)]
        }
        F::Modf => {
            let whole: Vec<u32> = a
                .iter()
                .map(|&e| {
                    cx.extend_all(&[I::LocalGet(e), I::F32Trunc]);
                    keep(cx, ValType::F32)
                })
                .collect();
            let mut out: Vec<u32> = a
                .iter()
                .zip(&whole)
                .map(|(&e, &w)| {
                    // e − trunc(e) with e's sign (−3 gives −0, as on lavapipe); ±∞ gives ±0
                    // (there e − trunc(e) is NaN: WGSL leaves infinities open).
                    cx.extend_all(&[
                        I::LocalGet(e),
                        I::LocalGet(w),
                        I::F32Sub,
                        I::F32Const(0.0.into()),
                        I::LocalGet(e),
                        I::F32Abs,
                        I::F32Const(f32::INFINITY.into()),
                        I::F32Ne,
                        I::Select,
                        I::LocalGet(e),
                        I::F32Copysign,
                    ]);
                    keep(cx, ValType::F32)
                })
                .collect();
            out.extend(whole);
            out
        }
        F::Frexp => frexp(cx, a),
        F::Ldexp => {
            let mut out = Vec::new();
            for (j, &e) in a.iter().enumerate() {
                let n = arg(args.b, j)?;
                // n clamped to ±400: e·2ⁿ is then exact in f64, and one rounding to f32 gives
                // the correctly rounded result, subnormals and overflow to ±∞ included.
                let nc = clamp_i32(cx, n, -400, 400);
                cx.extend_all(&[
                    I::LocalGet(e),
                    I::F64PromoteF32,
                    I::LocalGet(nc),
                    I::I32Const(1023),
                    I::I32Add,
                    I::I64ExtendI32S,
                    I::I64Const(52),
                    I::I64Shl,
                    I::F64ReinterpretI64,
                    I::F64Mul,
                    I::F32DemoteF64,
                ]);
                out.push(keep(cx, ValType::F32));
            }
            out
        }
        F::Transpose => {
            let TypeInner::Matrix { columns, rows, .. } = *arg_ty else {
                return Err(internal("transpose of a non-matrix"));
            };
            let (cols, rows) = (columns as usize, rows as usize);
            // Leaf (column c, row r) is at c·rows + r; the result has `rows` columns.
            let mut out = Vec::new();
            for r in 0..rows {
                for c in 0..cols {
                    out.push(a[c * rows + r]);
                }
            }
            out
        }
        F::Determinant => {
            let TypeInner::Matrix { columns, rows, .. } = *arg_ty else {
                return Err(internal("determinant of a non-matrix"));
            };
            let n = columns as usize;
            if rows as usize != n || a.len() != n * n {
                return Err(internal("determinant of a non-square matrix"));
            }
            let all: Vec<usize> = (0..n).collect();
            determinant(cx, a, n, &all, &all);
            vec![keep(cx, ValType::F32)]
        }
        F::FaceForward => {
            // dot(e2, e3) < 0 ? e1 : −e1
            dot(cx, args.b, args.c);
            cx.extend_all(&[I::F32Const(0.0.into()), I::F32Lt]);
            let front = keep(cx, ValType::I32);
            a.iter()
                .map(|&e| {
                    cx.extend_all(&[
                        I::LocalGet(e),
                        I::LocalGet(e),
                        I::F32Neg,
                        I::LocalGet(front),
                        I::Select,
                    ]);
                    keep(cx, ValType::F32)
                })
                .collect()
        }
        F::Reflect => {
            // e1 − 2·dot(e2, e1)·e2
            dot(cx, args.b, a);
            cx.extend_all(&[I::F32Const(2.0.into()), I::F32Mul]);
            let d2 = keep(cx, ValType::F32);
            let mut out = Vec::new();
            for (j, &e) in a.iter().enumerate() {
                let n = arg(args.b, j)?;
                cx.extend_all(&[I::LocalGet(e), I::LocalGet(d2), I::LocalGet(n), I::F32Mul, I::F32Sub]);
                out.push(keep(cx, ValType::F32));
            }
            out
        }
        F::Refract => {
            // k = 1 − η²·(1 − dot(e2, e1)²); k < 0 ? 0 : η·e1 − (η·dot(e2, e1) + √k)·e2
            let eta = arg(args.c, 0)?;
            dot(cx, args.b, a);
            let d = keep(cx, ValType::F32);
            cx.extend_all(&[
                I::F32Const(1.0.into()),
                I::LocalGet(eta),
                I::LocalGet(eta),
                I::F32Mul,
                I::F32Const(1.0.into()),
                I::LocalGet(d),
                I::LocalGet(d),
                I::F32Mul,
                I::F32Sub,
                I::F32Mul,
                I::F32Sub,
            ]);
            let k = keep(cx, ValType::F32);
            cx.extend_all(&[
                I::LocalGet(eta),
                I::LocalGet(d),
                I::F32Mul,
                I::LocalGet(k),
                I::F32Sqrt,
                I::F32Add,
            ]);
            let s = keep(cx, ValType::F32);
            let mut out = Vec::new();
            for (j, &e) in a.iter().enumerate() {
                let n = arg(args.b, j)?;
                cx.extend_all(&[
                    I::LocalGet(eta),
                    I::LocalGet(e),
                    I::F32Mul,
                    I::LocalGet(s),
                    I::LocalGet(n),
                    I::F32Mul,
                    I::F32Sub,
                    I::F32Const(0.0.into()),
                    I::LocalGet(k),
                    I::F32Const(0.0.into()),
                    I::F32Lt,
                    I::I32Eqz,
                    I::Select,
                ]);
                out.push(keep(cx, ValType::F32));
            }
            out
        }
        _ => return Ok(None),
    }))
}

/// `min(offset, 32)` and `min(count, 32 − that)`, as new locals.
fn clamp_bits(cx: &mut impl Emit, offset: u32, count: u32) -> (u32, u32) {
    cx.extend_all(&[
        I::LocalGet(offset),
        I::I32Const(32),
        I::LocalGet(offset),
        I::I32Const(32),
        I::I32LtU,
        I::Select,
    ]);
    let o = keep(cx, ValType::I32);
    cx.extend_all(&[I::I32Const(32), I::LocalGet(o), I::I32Sub]);
    let room = keep(cx, ValType::I32);
    cx.extend_all(&[
        I::LocalGet(count),
        I::LocalGet(room),
        I::LocalGet(count),
        I::LocalGet(room),
        I::I32LtU,
        I::Select,
    ]);
    let c = keep(cx, ValType::I32);
    (o, c)
}

/// Bits `o..o + c` of `e` (clamped `o`, `c`), sign-extended from bit `c − 1` when `signed`;
/// 0 when `c` is 0.
fn extract_bits(cx: &mut impl Emit, e: u32, o: u32, c: u32, signed: bool) -> u32 {
    cx.extend_all(&[
        I::LocalGet(e),
        I::LocalGet(o),
        I::I32ShrU,
        I::I32Const(32),
        I::LocalGet(c),
        I::I32Sub,
        I::I32Shl,
        I::I32Const(32),
        I::LocalGet(c),
        I::I32Sub,
        if signed { I::I32ShrS } else { I::I32ShrU },
        I::I32Const(0),
        I::LocalGet(c),
        I::Select,
    ]);
    keep(cx, ValType::I32)
}

/// Pushes bits `at..at + bits` of `x`, sign- or zero-extended.
fn field(cx: &mut impl Emit, x: u32, at: u32, bits: u32, signed: bool) {
    let up = (32 - at - bits) as i32;
    cx.extend_all(&[
        I::LocalGet(x),
        I::I32Const(up),
        I::I32Shl,
        I::I32Const(32 - bits as i32),
        if signed { I::I32ShrS } else { I::I32ShrU },
    ]);
}

fn clamp_i32(cx: &mut impl Emit, x: u32, lo: i32, hi: i32) -> u32 {
    cx.extend_all(&[I::I32Const(lo), I::LocalGet(x), I::LocalGet(x), I::I32Const(lo), I::I32LtS, I::Select]);
    let t = keep(cx, ValType::I32);
    cx.extend_all(&[I::I32Const(hi), I::LocalGet(t), I::LocalGet(t), I::I32Const(hi), I::I32GtS, I::Select]);
    keep(cx, ValType::I32)
}

/// Pushes `dot(x, y)` (f32).
fn dot(cx: &mut impl Emit, x: &[u32], y: &[u32]) {
    for (j, &xj) in x.iter().enumerate() {
        cx.extend_all(&[I::LocalGet(xj), I::LocalGet(pick(y, j)), I::F32Mul]);
        if j > 0 {
            cx.push(I::F32Add);
        }
    }
}

/// Pushes the determinant of the `rows` × `cols` minor of the n×n matrix `m` (leaf of column c,
/// row r at c·n + r), by expansion along its first column.
fn determinant(cx: &mut impl Emit, m: &[u32], n: usize, rows: &[usize], cols: &[usize]) {
    let at = |r: usize, c: usize| m[c * n + r];
    if rows.len() == 1 {
        cx.push(I::LocalGet(at(rows[0], cols[0])));
        return;
    }
    if rows.len() == 2 {
        cx.extend_all(&[
            I::LocalGet(at(rows[0], cols[0])),
            I::LocalGet(at(rows[1], cols[1])),
            I::F32Mul,
            I::LocalGet(at(rows[1], cols[0])),
            I::LocalGet(at(rows[0], cols[1])),
            I::F32Mul,
            I::F32Sub,
        ]);
        return;
    }
    for (k, &r) in rows.iter().enumerate() {
        cx.push(I::LocalGet(at(r, cols[0])));
        let minor: Vec<usize> = rows.iter().copied().filter(|&x| x != r).collect();
        determinant(cx, m, n, &minor, &cols[1..]);
        cx.push(I::F32Mul);
        if k > 0 {
            cx.push(if k % 2 == 1 { I::F32Sub } else { I::F32Add });
        }
    }
}

/// `frexp(e)`: the fractions (magnitude in [0.5, 1), the sign of e), then the exponents; 0
/// gives (0, 0), ±∞ and NaN themselves and 129 (as lavapipe). Read off e's bits as an f64,
/// where its subnormals are normal.
fn frexp(cx: &mut impl Emit, a: &[u32]) -> Vec<u32> {
    let mut fract = Vec::new();
    let mut exp = Vec::new();
    for &e in a {
        let bits = [I::LocalGet(e), I::F64PromoteF32, I::I64ReinterpretF64];
        cx.extend_all(&bits);
        cx.extend_all(&[I::I64Const(52), I::I64ShrU, I::I32WrapI64, I::I32Const(0x7ff), I::I32And]);
        let biased = keep(cx, ValType::I32);
        // Zero (biased 0: f64 has no f32 subnormals) or not finite (biased 0x7ff).
        cx.extend_all(&[
            I::LocalGet(biased),
            I::I32Eqz,
            I::LocalGet(biased),
            I::I32Const(0x7ff),
            I::I32Eq,
            I::I32Or,
        ]);
        let special = keep(cx, ValType::I32);
        cx.extend_all(&bits);
        cx.extend_all(&[
            I::I64Const(0x800f_ffff_ffff_ffff_u64 as i64),
            I::I64And,
            I::I64Const(1022 << 52),
            I::I64Or,
            I::F64ReinterpretI64,
            I::F32DemoteF64,
            I::LocalGet(e),
            I::LocalGet(special),
            I::I32Eqz,
            I::Select,
        ]);
        fract.push(keep(cx, ValType::F32));
        // biased − 1022; 0 for 0; 129 for ±∞ and NaN (lavapipe's: f32's all-ones exponent − 126).
        cx.extend_all(&[
            I::LocalGet(biased),
            I::I32Const(1022),
            I::I32Sub,
            I::I32Const(129),
            I::LocalGet(biased),
            I::I32Const(0x7ff),
            I::I32Ne,
            I::Select,
            I::I32Const(0),
            I::LocalGet(biased),
            I::Select,
        ]);
        exp.push(keep(cx, ValType::I32));
    }
    fract.extend(exp);
    fract
}

/// The binary16 bits (low half of a new i32 local) of f32 `x`, rounded to nearest even;
/// overflow gives ±∞, NaN a quiet NaN with x's sign and top payload bits.
fn f32_to_f16(cx: &mut impl Emit, x: u32) -> u32 {
    cx.extend_all(&[I::LocalGet(x), I::I32ReinterpretF32, I::I32Const(0x7fff_ffff), I::I32And]);
    let a = keep(cx, ValType::I32);
    // Normal f16: rebias the exponent, drop 13 mantissa bits, round to nearest even.
    cx.extend_all(&[I::LocalGet(a), I::I32Const(0x3800_0000), I::I32Sub, I::I32Const(13), I::I32ShrU]);
    let n = keep(cx, ValType::I32);
    cx.extend_all(&[I::LocalGet(a), I::I32Const(0x1fff), I::I32And]);
    let rem = keep(cx, ValType::I32);
    cx.extend_all(&[
        I::LocalGet(n),
        I::LocalGet(rem),
        I::I32Const(0x1000),
        I::I32GtU,
        I::LocalGet(rem),
        I::I32Const(0x1000),
        I::I32Eq,
        I::LocalGet(n),
        I::I32Const(1),
        I::I32And,
        I::I32And,
        I::I32Or,
        I::I32Add,
    ]);
    // Subnormal f16 (|x| < 2^-14): |x| + 0.5 rounds to a multiple of 2^-24, which its
    // mantissa then counts.
    cx.extend_all(&[
        I::LocalGet(a),
        I::F32ReinterpretI32,
        I::F32Const(0.5.into()),
        I::F32Add,
        I::I32ReinterpretF32,
        I::I32Const(0x3f00_0000),
        I::I32Sub,
        // (normal, subnormal, |x| ≥ 2^-14)
        I::LocalGet(a),
        I::I32Const(0x3880_0000),
        I::I32GeU,
        I::Select,
    ]);
    // Past the largest f16 (65520 and up round to ∞), and NaN.
    cx.extend_all(&[I::I32Const(0x7c00), I::LocalGet(a), I::I32Const(0x477f_f000), I::I32LtU, I::Select]);
    cx.extend_all(&[
        I::I32Const(0x7e00),
        I::LocalGet(a),
        I::I32Const(13),
        I::I32ShrU,
        I::I32Const(0x1ff),
        I::I32And,
        I::I32Or,
        I::LocalGet(a),
        I::I32Const(0x7f80_0000),
        I::I32LeU,
        I::Select,
        // The sign.
        I::LocalGet(x),
        I::I32ReinterpretF32,
        I::I32Const(16),
        I::I32ShrU,
        I::I32Const(0x8000),
        I::I32And,
        I::I32Or,
    ]);
    keep(cx, ValType::I32)
}

/// The f32 (a new local) of the binary16 bits in the low half of `h`: exact, subnormals
/// included.
fn f16_to_f32(cx: &mut impl Emit, h: u32) -> u32 {
    // The magnitude's bits shifted into an f32's place, times 2^112 to rebias (exact, also for
    // subnormals); exponent 31 is ∞ or NaN, the f32 exponent then all ones.
    cx.extend_all(&[I::LocalGet(h), I::I32Const(0x7fff), I::I32And, I::I32Const(13), I::I32Shl]);
    let o = keep(cx, ValType::I32);
    cx.extend_all(&[
        I::LocalGet(o),
        I::F32ReinterpretI32,
        I::F32Const(f32::from_bits(0x7780_0000).into()),
        I::F32Mul,
        I::I32ReinterpretF32,
        I::LocalGet(o),
        I::I32Const(0x7f80_0000),
        I::I32Or,
        I::LocalGet(h),
        I::I32Const(0x7c00),
        I::I32And,
        I::I32Const(0x7c00),
        I::I32Ne,
        I::Select,
        I::LocalGet(h),
        I::I32Const(0x8000),
        I::I32And,
        I::I32Const(16),
        I::I32Shl,
        I::I32Or,
        I::F32ReinterpretI32,
    ]);
    keep(cx, ValType::F32)
}

#[cfg(test)]
mod tests {
    //! The f16 conversions, exhaustively where that is cheap, against oracles computed in f64
    //! (the Guard does not yet let these builtins through, so no kernel reaches them).

    use super::*;
    use crate::module::Leaf;

    /// Emits into one wasm function whose parameters are locals `0..params`.
    struct Body {
        params: u32,
        locals: Vec<ValType>,
        code: Vec<I<'static>>,
    }

    impl Emit for Body {
        fn local(&mut self, t: ValType) -> u32 {
            self.locals.push(t);
            self.params + self.locals.len() as u32 - 1
        }

        fn push(&mut self, i: I<'static>) {
            self.code.push(i);
        }

        fn value(&mut self, _: naga::Handle<naga::Expression>) -> Result<Vec<u32>> {
            Err(internal("no expressions here"))
        }

        fn leaves_of(&self, _: naga::Handle<naga::Expression>) -> Result<Vec<Leaf>> {
            Err(internal("no expressions here"))
        }

        fn ty_of(&self, _: naga::Handle<naga::Expression>) -> TypeInner {
            TypeInner::Scalar(naga::Scalar::F32)
        }

        fn location_of(&self, _: naga::Handle<naga::Expression>) -> Option<crate::Location> {
            None
        }

        fn math_fn(&mut self, _: crate::libm::MathFn) -> u32 {
            0
        }
    }

    /// `fun` of parameters `params` as an exported wasm function `f` returning `results`.
    fn instance(
        fun: F,
        params: &[ValType],
        results: &[ValType],
    ) -> (wasmtime::Store<()>, wasmtime::Instance) {
        use wasm_encoder::{CodeSection, ExportKind, ExportSection, FunctionSection, Module, TypeSection};
        let mut body = Body { params: params.len() as u32, locals: Vec::new(), code: Vec::new() };
        let leaves: Vec<u32> = (0..params.len() as u32).collect();
        let args = Args { a: &leaves, b: &[], c: &[], d: &[] };
        let out = builtin(&mut body, fun, &args, &TypeInner::Scalar(naga::Scalar::F32), ScalarKind::Float)
            .expect("compiles")
            .expect("a builtin of this module");
        let mut f = wasm_encoder::Function::new(body.locals.iter().map(|&t| (1, t)));
        for i in &body.code {
            f.instruction(i);
        }
        for &l in &out {
            f.instruction(&I::LocalGet(l));
        }
        f.instruction(&I::End);
        let mut types = TypeSection::new();
        types.ty().function(params.iter().copied(), results.iter().copied());
        let mut funcs = FunctionSection::new();
        funcs.function(0);
        let mut exports = ExportSection::new();
        exports.export("f", ExportKind::Func, 0);
        let mut code = CodeSection::new();
        code.function(&f);
        let mut m = Module::new();
        m.section(&types).section(&funcs).section(&exports).section(&code);
        let engine = wasmtime::Engine::default();
        let module = wasmtime::Module::new(&engine, m.finish()).expect("valid wasm");
        let mut store = wasmtime::Store::new(&engine, ());
        let instance = wasmtime::Instance::new(&mut store, &module, &[]).expect("instantiates");
        (store, instance)
    }

    /// f32 → binary16 bits, rounded to nearest even, from f64 arithmetic (NaN: None).
    fn to_f16(x: f32) -> Option<u32> {
        let sign = (x.to_bits() >> 16) & 0x8000;
        let a = f64::from(x.abs());
        if a.is_nan() {
            return None;
        }
        // The f16 ULP at a: 2^-24 below 2^-14, else 2^(⌊log2 a⌋ − 10).
        let mut e = -24;
        while a >= 2f64.powi(e + 11) && e < 5 {
            e += 1;
        }
        let units = (a / 2f64.powi(e)).round_ties_even();
        if units * 2f64.powi(e) >= 65536.0 {
            return Some(sign | 0x7c00);
        }
        let bits = if e == -24 { units as u32 } else { (e + 25) as u32 * 1024 + (units as u32 - 1024) };
        Some(sign | bits)
    }

    fn from_f16(h: u32) -> f32 {
        let s = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
        let (e, m) = ((h >> 10) & 0x1f, f64::from(h & 0x3ff));
        s * match e {
            0 => m * 2f64.powi(-24),
            31 if m == 0.0 => f64::INFINITY,
            31 => f64::NAN,
            _ => (1.0 + m / 1024.0) * 2f64.powi(e as i32 - 15),
        } as f32
    }

    /// Every f32 whose f16 rounding is interesting: every f16, the midpoints between
    /// neighbours (ties) and their f32 neighbours, and a sweep over all f32 bit patterns.
    fn samples() -> Vec<f32> {
        let mut v = Vec::new();
        for h in 0..0x7c00u32 {
            let lo = f64::from(from_f16(h));
            let hi = f64::from(from_f16(h + 1));
            let mid = ((lo + hi) / 2.0) as f32;
            for x in [lo as f32, mid, f32::from_bits(mid.to_bits() - 1), f32::from_bits(mid.to_bits() + 1)] {
                v.extend([x, -x]);
            }
        }
        v.extend((0..=u32::MAX).step_by(4099).map(f32::from_bits));
        v.extend([
            65504.0,
            65519.99,
            65520.0,
            f32::MAX,
            f32::INFINITY,
            f32::NAN,
            -f32::NAN,
            f32::from_bits(1),
        ]);
        v
    }

    #[test]
    fn pack2x16float_rounds_to_nearest_even() {
        let (mut store, inst) = instance(F::Pack2x16float, &[ValType::F32, ValType::F32], &[ValType::I32]);
        let f = inst.get_typed_func::<(f32, f32), i32>(&mut store, "f").expect("f");
        let xs = samples();
        for (k, &x) in xs.iter().enumerate() {
            let y = xs[(k * 7919) % xs.len()];
            let got = f.call(&mut store, (x, y)).expect("runs") as u32;
            for (part, v) in [(got & 0xffff, x), (got >> 16, y)] {
                match to_f16(v) {
                    Some(want) => assert_eq!(part, want, "pack2x16float: {v:e} ({:#010x})", v.to_bits()),
                    None => {
                        let nan = part & 0x7c00 == 0x7c00 && part & 0x3ff != 0;
                        assert!(nan && part >> 15 == v.to_bits() >> 31, "pack2x16float(NaN) = {part:#06x}");
                    }
                }
            }
        }
    }

    #[test]
    fn unpack2x16float_is_exact_for_every_f16() {
        let (mut store, inst) = instance(F::Unpack2x16float, &[ValType::I32], &[ValType::F32, ValType::F32]);
        let f = inst.get_typed_func::<i32, (f32, f32)>(&mut store, "f").expect("f");
        for h in 0..=0xffffu32 {
            let other = h.wrapping_mul(40503) & 0xffff;
            let (lo, hi) = f.call(&mut store, (h | other << 16) as i32).expect("runs");
            for (got, h) in [(lo, h), (hi, other)] {
                let want = from_f16(h);
                let ok = got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan();
                assert!(ok, "unpack2x16float({h:#06x}): got {got:e}, want {want:e}");
            }
        }
    }

    #[test]
    fn quantize_to_f16_is_the_round_trip() {
        let (mut store, inst) = instance(F::QuantizeToF16, &[ValType::F32], &[ValType::F32]);
        let f = inst.get_typed_func::<f32, f32>(&mut store, "f").expect("f");
        for x in samples() {
            let got = f.call(&mut store, x).expect("runs");
            match to_f16(x) {
                Some(h) => assert_eq!(got.to_bits(), from_f16(h).to_bits(), "quantizeToF16({x:e})"),
                None => assert!(got.is_nan(), "quantizeToF16(NaN) = {got:e}"),
            }
        }
    }
}
