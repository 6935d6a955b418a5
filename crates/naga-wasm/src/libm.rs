//! The transcendental functions wasm lacks, as wasm functions emitted into a module that uses
//! them: `exp2`, `log2`, `sin`, `cos`, `atan` and `atan2` (f32). The other WGSL builtins are
//! composed from these at the call site (`exp(x) = exp2(x·log2 e)`, `pow(x, y) =
//! exp2(y·log2 x)` as WGSL defines its accuracy, `tan = sin/cos`, `asin`/`acos` through
//! `atan2`, the hyperbolic ones through `exp2` and `log2`).
//!
//! Accuracy against WGSL's bounds: `exp2` a few ulp, exact at integers (2^f on f ∈ [-½, ½] by
//! a degree-7 series, f = x − round(x), scaled by building the exponent); `log2` a few ulp away from 1 and 2^-21 absolute near it
//! (2·atanh((m−1)/(m+1)) on m ∈ [√½, √2], degree 9); `sin`/`cos` better than 2^-11 absolute on
//! [−π, π] (Cody–Waite reduction by π/2, degree-9/8 series on [−π/4, π/4]); `atan` within a few
//! ulp (reduction to |t| ≤ tan(π/8), degree-13 series). Checked against Rust's `f32` functions
//! in `tests/tests/conformance.rs`.

use wasm_encoder::{Function, Instruction as I, ValType};

/// A function of this module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum MathFn {
    Exp2,
    Log2,
    Sin,
    Cos,
    Atan,
    /// `atan2(y, x)`.
    Atan2,
}

impl MathFn {
    /// Parameters (all f32) and the function's body; `call` gives the index of another
    /// function of this module (`atan2` calls `atan`).
    pub(crate) fn body(self, call: &mut dyn FnMut(MathFn) -> u32) -> (usize, Function) {
        let f = |v: f32| I::F32Const(v.into());
        match self {
            MathFn::Exp2 => {
                // locals: 0 x, 1 n (f32), 2 g, 3 p, 4 e (i32)
                let mut fun = Function::new([(3, ValType::F32), (1, ValType::I32)]);
                let body = [
                    // NaN and the ends first.
                    I::LocalGet(0),
                    I::LocalGet(0),
                    I::F32Ne,
                    I::If(wasm_encoder::BlockType::Empty),
                    I::LocalGet(0),
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    f(128.0),
                    I::F32Ge,
                    I::If(wasm_encoder::BlockType::Empty),
                    f(f32::INFINITY),
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    f(-150.0),
                    I::F32Lt,
                    I::If(wasm_encoder::BlockType::Empty),
                    f(0.0),
                    I::Return,
                    I::End,
                    // n = round(x); g = (x - n) * ln 2, |g| ≤ ln 2 / 2 (g = 0 at integers: 2^n
                    // exactly, as GPUs give it; a result one ulp off there flips `fract`/`floor`
                    // of it, WGSLsmith's mismatches 106, 18005, 107580).
                    I::LocalGet(0),
                    I::F32Nearest,
                    I::LocalSet(1),
                    I::LocalGet(0),
                    I::LocalGet(1),
                    I::F32Sub,
                    f(std::f32::consts::LN_2),
                    I::F32Mul,
                    I::LocalSet(2),
                ];
                for i in &body {
                    fun.instruction(i);
                }
                // p = e^g by Horner, degree 7.
                let coeffs =
                    [1.0 / 5040.0, 1.0 / 720.0, 1.0 / 120.0, 1.0 / 24.0, 1.0 / 6.0, 0.5, 1.0, 1.0f32];
                horner(&mut fun, 2, &coeffs);
                for i in [
                    I::LocalSet(3),
                    // e = n (as i32); scale in two steps so subnormal results work:
                    // p · 2^(e − k) · 2^k with k = e/2.
                    I::LocalGet(1),
                    I::I32TruncSatF32S,
                    I::LocalSet(4),
                    I::LocalGet(3),
                    I::LocalGet(4),
                    I::LocalGet(4),
                    I::I32Const(1),
                    I::I32ShrS,
                    I::I32Sub,
                ] {
                    fun.instruction(&i);
                }
                pow2_times(&mut fun);
                for i in [I::LocalGet(4), I::I32Const(1), I::I32ShrS] {
                    fun.instruction(&i);
                }
                pow2_times(&mut fun);
                fun.instruction(&I::End);
                (1, fun)
            }
            MathFn::Log2 => {
                // locals: 0 x, 1 m, 2 s, 3 s2 (f32); 4 bits, 5 e (i32)
                let mut fun = Function::new([(3, ValType::F32), (2, ValType::I32)]);
                let b = wasm_encoder::BlockType::Empty;
                let pre = [
                    // NaN or negative: NaN; zero: -inf; +inf: +inf.
                    I::LocalGet(0),
                    f(0.0),
                    I::F32Lt,
                    I::LocalGet(0),
                    I::LocalGet(0),
                    I::F32Ne,
                    I::I32Or,
                    I::If(b),
                    f(f32::NAN),
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    f(0.0),
                    I::F32Eq,
                    I::If(b),
                    f(f32::NEG_INFINITY),
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    f(f32::INFINITY),
                    I::F32Eq,
                    I::If(b),
                    f(f32::INFINITY),
                    I::Return,
                    I::End,
                    // Subnormals: scale up by 2^23 first.
                    I::I32Const(0),
                    I::LocalSet(5),
                    I::LocalGet(0),
                    f(f32::MIN_POSITIVE),
                    I::F32Lt,
                    I::If(b),
                    I::LocalGet(0),
                    f(8_388_608.0),
                    I::F32Mul,
                    I::LocalSet(0),
                    I::I32Const(-23),
                    I::LocalSet(5),
                    I::End,
                    I::LocalGet(0),
                    I::I32ReinterpretF32,
                    I::LocalSet(4),
                    // e += exponent; m = mantissa in [1, 2)
                    I::LocalGet(5),
                    I::LocalGet(4),
                    I::I32Const(23),
                    I::I32ShrU,
                    I::I32Const(255),
                    I::I32And,
                    I::I32Const(127),
                    I::I32Sub,
                    I::I32Add,
                    I::LocalSet(5),
                    I::LocalGet(4),
                    I::I32Const(0x007f_ffff),
                    I::I32And,
                    I::I32Const(0x3f80_0000),
                    I::I32Or,
                    I::F32ReinterpretI32,
                    I::LocalSet(1),
                    // m > √2: halve it, e += 1.
                    I::LocalGet(1),
                    f(std::f32::consts::SQRT_2),
                    I::F32Gt,
                    I::If(b),
                    I::LocalGet(1),
                    f(0.5),
                    I::F32Mul,
                    I::LocalSet(1),
                    I::LocalGet(5),
                    I::I32Const(1),
                    I::I32Add,
                    I::LocalSet(5),
                    I::End,
                    // s = (m - 1) / (m + 1)
                    I::LocalGet(1),
                    f(1.0),
                    I::F32Sub,
                    I::LocalGet(1),
                    f(1.0),
                    I::F32Add,
                    I::F32Div,
                    I::LocalSet(2),
                    I::LocalGet(2),
                    I::LocalGet(2),
                    I::F32Mul,
                    I::LocalSet(3),
                ];
                for i in &pre {
                    fun.instruction(i);
                }
                // ln m = 2s(1 + s²/3 + s⁴/5 + s⁶/7 + s⁸/9)
                horner(&mut fun, 3, &[1.0 / 9.0, 1.0 / 7.0, 1.0 / 5.0, 1.0 / 3.0, 1.0]);
                for i in [
                    I::LocalGet(2),
                    I::F32Mul,
                    f(2.0 * std::f32::consts::LOG2_E),
                    I::F32Mul,
                    I::LocalGet(5),
                    I::F32ConvertI32S,
                    I::F32Add,
                    I::End,
                ] {
                    fun.instruction(&i);
                }
                (1, fun)
            }
            MathFn::Sin | MathFn::Cos => {
                // locals: 0 x, 1 k, 2 r, 3 r2 (f32), 4 q (i32), 5 s, 6 c (f32)
                let mut fun = Function::new([(3, ValType::F32), (1, ValType::I32), (2, ValType::F32)]);
                let pre = [
                    // k = round(x · 2/π); r = x − k·π/2 in two parts.
                    I::LocalGet(0),
                    f(std::f32::consts::FRAC_2_PI),
                    I::F32Mul,
                    I::F32Nearest,
                    I::LocalSet(1),
                    I::LocalGet(0),
                    I::LocalGet(1),
                    f(1.570_796_4),
                    I::F32Mul,
                    I::F32Sub,
                    I::LocalGet(1),
                    f(-4.371_139e-8),
                    I::F32Mul,
                    I::F32Sub,
                    I::LocalSet(2),
                    I::LocalGet(2),
                    I::LocalGet(2),
                    I::F32Mul,
                    I::LocalSet(3),
                    I::LocalGet(1),
                    I::I32TruncSatF32S,
                    I::I32Const(if self == MathFn::Cos { 1 } else { 0 }),
                    I::I32Add,
                    I::I32Const(3),
                    I::I32And,
                    I::LocalSet(4),
                ];
                for i in &pre {
                    fun.instruction(i);
                }
                // s = r(1 − r²/6 + r⁴/120 − r⁶/5040 + r⁸/362880)
                horner(&mut fun, 3, &[1.0 / 362_880.0, -1.0 / 5040.0, 1.0 / 120.0, -1.0 / 6.0, 1.0]);
                fun.instruction(&I::LocalGet(2));
                fun.instruction(&I::F32Mul);
                fun.instruction(&I::LocalSet(5));
                // c = 1 − r²/2 + r⁴/24 − r⁶/720 + r⁸/40320
                horner(&mut fun, 3, &[1.0 / 40_320.0, -1.0 / 720.0, 1.0 / 24.0, -0.5, 1.0]);
                fun.instruction(&I::LocalSet(6));
                // Quadrant q (cos is sin shifted by one): 0 s, 1 c, 2 −s, 3 −c.
                for i in [
                    I::LocalGet(6),
                    I::LocalGet(5),
                    I::LocalGet(4),
                    I::I32Const(1),
                    I::I32And,
                    I::Select,
                    I::LocalTee(5),
                    I::F32Neg,
                    I::LocalGet(5),
                    I::LocalGet(4),
                    I::I32Const(2),
                    I::I32And,
                    I::Select,
                    I::End,
                ] {
                    fun.instruction(&i);
                }
                (1, fun)
            }
            MathFn::Atan => {
                // locals: 0 x, 1 a, 2 t, 3 t2, 4 base (f32)
                let mut fun = Function::new([(4, ValType::F32)]);
                let b = wasm_encoder::BlockType::Empty;
                let pre = [
                    I::LocalGet(0),
                    I::LocalGet(0),
                    I::F32Ne,
                    I::If(b),
                    I::LocalGet(0),
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    I::F32Abs,
                    I::LocalSet(1),
                    f(0.0),
                    I::LocalSet(4),
                    I::LocalGet(1),
                    I::LocalSet(2),
                    // |x| > 1: atan = π/2 − atan(1/|x|)
                    I::LocalGet(1),
                    f(1.0),
                    I::F32Gt,
                    I::If(b),
                    f(1.0),
                    I::LocalGet(1),
                    I::F32Div,
                    I::LocalSet(2),
                    I::End,
                    // t > tan(π/8): atan t = π/4 + atan((t − 1)/(t + 1))
                    I::LocalGet(2),
                    f(0.414_213_57),
                    I::F32Gt,
                    I::If(b),
                    I::LocalGet(2),
                    f(1.0),
                    I::F32Sub,
                    I::LocalGet(2),
                    f(1.0),
                    I::F32Add,
                    I::F32Div,
                    I::LocalSet(2),
                    f(std::f32::consts::FRAC_PI_4),
                    I::LocalSet(4),
                    I::End,
                    I::LocalGet(2),
                    I::LocalGet(2),
                    I::F32Mul,
                    I::LocalSet(3),
                ];
                for i in &pre {
                    fun.instruction(i);
                }
                horner(
                    &mut fun,
                    3,
                    &[
                        -1.0 / 15.0,
                        1.0 / 13.0,
                        -1.0 / 11.0,
                        1.0 / 9.0,
                        -1.0 / 7.0,
                        1.0 / 5.0,
                        -1.0 / 3.0,
                        1.0,
                    ],
                );
                for i in [
                    I::LocalGet(2),
                    I::F32Mul,
                    I::LocalGet(4),
                    I::F32Add,
                    I::LocalSet(2),
                    // Undo the first reduction, then the sign.
                    I::LocalGet(1),
                    f(1.0),
                    I::F32Gt,
                    I::If(b),
                    f(std::f32::consts::FRAC_PI_2),
                    I::LocalGet(2),
                    I::F32Sub,
                    I::LocalSet(2),
                    I::End,
                    I::LocalGet(2),
                    I::LocalGet(0),
                    I::F32Copysign,
                    I::End,
                ] {
                    fun.instruction(&i);
                }
                (1, fun)
            }
            MathFn::Atan2 => {
                // atan2(y, x): locals 0 y, 1 x, 2 a
                let atan = call(MathFn::Atan);
                let mut fun = Function::new([(1, ValType::F32)]);
                let b = wasm_encoder::BlockType::Empty;
                for i in [
                    // x == 0: ±π/2 by y's sign, 0 for y == 0.
                    I::LocalGet(1),
                    f(0.0),
                    I::F32Eq,
                    I::If(b),
                    f(std::f32::consts::FRAC_PI_2),
                    I::LocalGet(0),
                    I::F32Copysign,
                    f(0.0),
                    I::LocalGet(0),
                    f(0.0),
                    I::F32Ne,
                    I::Select,
                    I::Return,
                    I::End,
                    I::LocalGet(0),
                    I::LocalGet(1),
                    I::F32Div,
                    I::Call(atan),
                    I::LocalSet(2),
                    // x < 0: add π with y's sign.
                    I::LocalGet(1),
                    f(0.0),
                    I::F32Lt,
                    I::If(b),
                    I::LocalGet(2),
                    f(std::f32::consts::PI),
                    I::LocalGet(0),
                    I::F32Copysign,
                    I::F32Add,
                    I::LocalSet(2),
                    I::End,
                    I::LocalGet(2),
                    I::End,
                ] {
                    fun.instruction(&i);
                }
                (2, fun)
            }
        }
    }
}

/// Multiplies the f32 under the i32 `k` on the stack by 2^k (`k` a normal exponent).
fn pow2_times(fun: &mut Function) {
    for i in [I::I32Const(127), I::I32Add, I::I32Const(23), I::I32Shl, I::F32ReinterpretI32, I::F32Mul] {
        fun.instruction(&i);
    }
}

/// Pushes `c[0]·v^(n−1) + … + c[n−1]` (Horner in local `v`).
fn horner(fun: &mut Function, v: u32, c: &[f32]) {
    fun.instruction(&I::F32Const(c[0].into()));
    for &k in &c[1..] {
        fun.instruction(&I::LocalGet(v));
        fun.instruction(&I::F32Mul);
        fun.instruction(&I::F32Const(k.into()));
        fun.instruction(&I::F32Add);
    }
}
