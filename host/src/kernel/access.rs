//! Access analysis: where a kernel reads its array parameters, relative to its own element.
//!
//! A kernel reads its arrays only through accessors (`u(x, y)`) with explicit coordinates. When
//! every accessor call's coordinate on axis k is the invocation's own coordinate k plus a
//! constant (`u(x - 1u, y)`, `u(x, y + 1u)`), the kernel is a *stencil*: its footprint on each
//! array is a fixed set of offsets, within a radius per axis. That is what lets a plan fuse
//! steps (a pointwise chain needs no halo; a stencil needs a halo of its radius per step).
//! Anything else makes the kernel [`Footprint::Opaque`], with the reason: a coordinate that
//! depends on data or on a loop variable, a coordinate on the wrong axis, an offset past
//! [`MAX_RADIUS`], a direct use of a generated binding, or barriers.
//!
//! The analysis is symbolic over naga IR: each integer expression is the invocation's
//! coordinate on an axis plus a constant, a constant, or unknown; calls of the guest's own
//! helpers are followed with their arguments' values (naga has no recursion; every (helper,
//! arguments) pair is analysed once, and the total work is bounded by `MAX_WORK`, 2^20 steps). The walk
//! keeps its own worklist and block stack: a guest's deep chain of helpers or nesting of
//! blocks costs heap, bounded by the Guard's IR limit, never the host's stack. Offsets
//! are taken modulo 2^32, as the `u32` coordinates wrap (`x + 4294967295u` is `x - 1u`).

use std::collections::{BTreeSet, HashSet};
use std::fmt;

use naga::{BinaryOperator, Expression, Handle, Literal, ScalarKind, Statement};

use super::{Param, ParamKind};

/// The largest offset a stencil may read on an axis.
pub const MAX_RADIUS: u32 = 16;

/// Expressions the analysis evaluates at most, over every function it follows.
const MAX_WORK: usize = 1 << 20;

/// Where a kernel reads its array parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Footprint {
    /// Every read is at the invocation's coordinates plus constant offsets: one entry per
    /// array parameter, in parameter order.
    Stencil(Vec<Reads>),
    /// Some read is not; the reason names it.
    Opaque(String),
}

/// The offsets at which a kernel reads one array parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reads {
    /// The parameter's name.
    pub name: String,
    /// Every offset read, sorted (axes past the array's rank are 0); empty if never read.
    pub offsets: Vec<[i32; 3]>,
}

impl Reads {
    /// The largest offset's magnitude on each axis.
    pub fn radius(&self) -> [u32; 3] {
        let mut r = [0u32; 3];
        for o in &self.offsets {
            for (r, o) in r.iter_mut().zip(o) {
                *r = (*r).max(o.unsigned_abs());
            }
        }
        r
    }

    /// Whether the only read is the invocation's own element.
    pub fn pointwise(&self) -> bool {
        self.offsets.iter().all(|o| *o == [0, 0, 0])
    }
}

impl Footprint {
    /// Whether every read has a constant offset.
    pub fn is_stencil(&self) -> bool {
        matches!(self, Footprint::Stencil(_))
    }
}

impl fmt::Display for Footprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Footprint::Opaque(why) => write!(f, "not a stencil: {why}"),
            Footprint::Stencil(reads) => {
                f.write_str("stencil")?;
                for (i, r) in reads.iter().enumerate() {
                    f.write_str(if i == 0 { ": " } else { "; " })?;
                    if r.offsets.is_empty() {
                        write!(f, "`{}` unread", r.name)?;
                    } else if r.pointwise() {
                        write!(f, "`{}` pointwise", r.name)?;
                    } else {
                        let [x, y, z] = r.radius();
                        let n = r.offsets.len();
                        write!(f, "`{}` radius ({x}, {y}, {z}), {n} offsets", r.name)?;
                    }
                }
                Ok(())
            }
        }
    }
}

/// An integer expression's value, as the analysis knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Sym {
    /// The invocation's coordinate on `axis`, plus `offset` (modulo 2^32, as a signed value).
    Coord {
        axis: u8,
        offset: i32,
    },
    /// A constant (modulo 2^32).
    Int(u32),
    Unknown,
}

fn wrap(x: i64) -> i32 {
    x as u32 as i32
}

/// The footprint of `fn kernel` in `module` (a kernel's module as `Kernel::check` returns it,
/// its generated bindings in group 0) for `params` and an output of `rank`.
pub fn analyze(module: &naga::Module, params: &[Param], rank: usize) -> Footprint {
    let mut cx = Cx { module, params, reads: Vec::new(), seen: HashSet::new(), work: 0 };
    for p in params {
        if matches!(p.kind, ParamKind::Array { .. }) {
            cx.reads.push((p.name.clone(), BTreeSet::new()));
        }
    }
    let Some((kernel, _)) = module.functions.iter().find(|(_, f)| f.name.as_deref() == Some("kernel")) else {
        return Footprint::Opaque("no `fn kernel`".into());
    };
    let args = (0..rank).map(|axis| Sym::Coord { axis: axis as u8, offset: 0 }).collect();
    match cx.run(kernel, args) {
        Err(why) => Footprint::Opaque(why),
        Ok(()) => Footprint::Stencil(
            cx.reads
                .into_iter()
                .map(|(name, offsets)| Reads { name, offsets: offsets.into_iter().collect() })
                .collect(),
        ),
    }
}

struct Cx<'m> {
    module: &'m naga::Module,
    params: &'m [Param],
    /// Per array parameter: its name and the offsets read.
    reads: Vec<(String, BTreeSet<[i32; 3]>)>,
    /// (function, arguments) pairs analysed already.
    seen: HashSet<(Handle<naga::Function>, Vec<Sym>)>,
    work: usize,
}

/// What a called function is to the analysis.
enum Callee<'p> {
    /// The accessor of array parameter `index`.
    Accessor { index: usize, param: &'p Param, rank: u8 },
    /// `NAME_shape()`: reads no element.
    Shape,
    /// The guest's own function.
    Guest,
}

impl<'m> Cx<'m> {
    fn callee(&self, f: Handle<naga::Function>) -> Callee<'m> {
        let name = self.module.functions[f].name.as_deref().unwrap_or("");
        let mut index = 0;
        for p in self.params {
            if let ParamKind::Array { rank, .. } = p.kind {
                if p.name == name {
                    return Callee::Accessor { index, param: p, rank };
                }
                if name.strip_suffix("_shape") == Some(p.name.as_str()) {
                    return Callee::Shape;
                }
                index += 1;
            }
        }
        Callee::Guest
    }

    /// Analyses `kernel` and every (helper, arguments) pair it reaches: a worklist, not
    /// recursion, so a deep chain of helpers costs no stack.
    fn run(&mut self, kernel: Handle<naga::Function>, args: Vec<Sym>) -> Result<(), String> {
        let mut work = vec![(kernel, args)];
        while let Some((h, args)) = work.pop() {
            if !self.seen.insert((h, args.clone())) {
                continue;
            }
            let module = self.module;
            let f = &module.functions[h];
            self.work += f.expressions.len().max(1);
            if self.work > MAX_WORK {
                return Err("the kernel is too large to analyse".into());
            }
            // naga's arenas list an expression's operands before it.
            let mut syms = Vec::with_capacity(f.expressions.len());
            for (_, e) in f.expressions.iter() {
                let s = self.expression(e, &args, &syms)?;
                syms.push(s);
            }
            self.body(&f.body, &syms, &mut work)?;
        }
        Ok(())
    }

    fn expression(&self, e: &Expression, args: &[Sym], syms: &[Sym]) -> Result<Sym, String> {
        let sym = |h: Handle<Expression>| syms.get(h.index()).copied().unwrap_or(Sym::Unknown);
        Ok(match *e {
            Expression::FunctionArgument(i) => args.get(i as usize).copied().unwrap_or(Sym::Unknown),
            Expression::Literal(l) => literal(l),
            Expression::Constant(c) => match self.module.global_expressions[self.module.constants[c].init] {
                Expression::Literal(l) => literal(l),
                _ => Sym::Unknown,
            },
            Expression::Binary { op, left, right } => binary(op, sym(left), sym(right)),
            Expression::As { expr, kind: ScalarKind::Uint | ScalarKind::Sint, convert: Some(4) | None } => {
                sym(expr)
            }
            Expression::GlobalVariable(g) => {
                let var = &self.module.global_variables[g];
                if var.binding.as_ref().is_some_and(|b| b.group == 0) {
                    return Err(format!(
                        "the kernel uses the generated binding `{}` directly",
                        var.name.as_deref().unwrap_or("?")
                    ));
                }
                Sym::Unknown
            }
            _ => Sym::Unknown,
        })
    }

    /// Records the reads of one function body (its blocks walked with a stack of their own),
    /// and queues the guest helpers it calls.
    fn body(
        &mut self,
        body: &naga::Block,
        syms: &[Sym],
        work: &mut Vec<(Handle<naga::Function>, Vec<Sym>)>,
    ) -> Result<(), String> {
        let mut blocks = vec![body];
        while let Some(block) = blocks.pop() {
            for s in block.iter() {
                match s {
                    Statement::Block(b) => blocks.push(b),
                    Statement::If { accept, reject, .. } => blocks.extend([accept, reject]),
                    Statement::Switch { cases, .. } => blocks.extend(cases.iter().map(|c| &c.body)),
                    Statement::Loop { body, continuing, .. } => blocks.extend([body, continuing]),
                    Statement::ControlBarrier(_)
                    | Statement::MemoryBarrier(_)
                    | Statement::WorkGroupUniformLoad { .. } => {
                        return Err("the kernel uses barriers".into());
                    }
                    Statement::Call { function, arguments, .. } => {
                        let values: Vec<Sym> = arguments
                            .iter()
                            .map(|a| syms.get(a.index()).copied().unwrap_or(Sym::Unknown))
                            .collect();
                        match self.callee(*function) {
                            Callee::Shape => {}
                            Callee::Guest => work.push((*function, values)),
                            Callee::Accessor { index, param, rank } => {
                                let mut offset = [0i32; 3];
                                for (k, v) in values.iter().enumerate().take(usize::from(rank)) {
                                    offset[k] = match *v {
                                        Sym::Coord { axis, offset } if usize::from(axis) == k => offset,
                                        _ => {
                                            return Err(format!(
                                                "`{}` is read at a coordinate {} that is not {} plus a constant",
                                                param.name,
                                                k,
                                                ["x", "y", "z"][k]
                                            ));
                                        }
                                    };
                                    if offset[k].unsigned_abs() > MAX_RADIUS {
                                        return Err(format!(
                                            "`{}` is read {} cells away on axis {}, past the {} a stencil may reach",
                                            param.name,
                                            offset[k].unsigned_abs(),
                                            k,
                                            MAX_RADIUS
                                        ));
                                    }
                                }
                                if let Some((_, set)) = self.reads.get_mut(index) {
                                    set.insert(offset);
                                }
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }
}

fn literal(l: Literal) -> Sym {
    match l {
        Literal::U32(v) => Sym::Int(v),
        Literal::I32(v) => Sym::Int(v as u32),
        Literal::AbstractInt(v) => Sym::Int(v as u32),
        _ => Sym::Unknown,
    }
}

fn binary(op: BinaryOperator, a: Sym, b: Sym) -> Sym {
    use Sym::{Coord, Int};
    match (op, a, b) {
        (BinaryOperator::Add, Coord { axis, offset }, Int(c))
        | (BinaryOperator::Add, Int(c), Coord { axis, offset }) => {
            Coord { axis, offset: wrap(i64::from(offset) + i64::from(c)) }
        }
        (BinaryOperator::Subtract, Coord { axis, offset }, Int(c)) => {
            Coord { axis, offset: wrap(i64::from(offset) - i64::from(c)) }
        }
        (BinaryOperator::Add, Int(a), Int(b)) => Int(a.wrapping_add(b)),
        (BinaryOperator::Subtract, Int(a), Int(b)) => Int(a.wrapping_sub(b)),
        (BinaryOperator::Multiply, Int(a), Int(b)) => Int(a.wrapping_mul(b)),
        _ => Sym::Unknown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::array::Elem;
    use crate::exec::cpu::{CpuOptions, limits};
    use crate::guard::{Guard, GuardPolicy};
    use crate::kernel::Edge;
    use crate::kernel::{Kernel, KernelDesc};

    fn array(name: &str, rank: u8) -> Param {
        Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero } }
    }

    /// The footprint of `source` as a kernel of rank-2 arrays `u` and `q` and scalar `h`,
    /// with an output of `rank`.
    fn footprint_of(source: &str, rank: usize) -> Footprint {
        let (module, params, rank) = checked(source, rank);
        analyze(module.module(), &params, rank)
    }

    /// `source` through `Kernel::check`, with the parameters `footprint_of` gives it.
    fn checked(source: &str, rank: usize) -> (crate::guard::GuardedModule, Vec<Param>, usize) {
        let params = vec![
            array("u", rank as u8),
            array("q", rank as u8),
            Param { name: "h".into(), kind: ParamKind::Scalar(Elem::F32) },
        ];
        let desc = KernelDesc {
            name: "test".into(),
            source: source.into(),
            params: params.clone(),
            output: vec![8; rank],
            output_elem: Elem::F32,
            constants: Vec::new(),
            outputs: Vec::new(),
        };
        let guard = Guard::new(GuardPolicy::default());
        let (module, output) = Kernel::check(&limits(&CpuOptions::default()), &guard, &desc)
            .unwrap_or_else(|e| panic!("{source}: {e}"));
        (module, params, output.rank())
    }

    fn reads(f: &Footprint) -> Vec<(String, Vec<[i32; 3]>)> {
        match f {
            Footprint::Stencil(r) => r.iter().map(|r| (r.name.clone(), r.offsets.clone())).collect(),
            Footprint::Opaque(why) => panic!("not a stencil: {why}"),
        }
    }

    fn reason(f: &Footprint) -> String {
        match f {
            Footprint::Opaque(why) => why.clone(),
            other => panic!("a stencil: {other}"),
        }
    }

    #[test]
    fn jacobi_is_a_five_point_stencil_and_pointwise_in_its_source() {
        let f = footprint_of(
            "fn kernel(x: u32, y: u32) -> f32 {
                 return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h * q(x, y));
             }",
            2,
        );
        let r = reads(&f);
        assert_eq!(r[0].1, vec![[-1, 0, 0], [0, -1, 0], [0, 1, 0], [1, 0, 0]]);
        assert_eq!(r[1].1, vec![[0, 0, 0]]);
        let Footprint::Stencil(all) = &f else { unreachable!() };
        assert_eq!(all[0].radius(), [1, 1, 0]);
        assert!(all[1].pointwise() && !all[0].pointwise());
        assert_eq!(f.to_string(), "stencil: `u` radius (1, 1, 0), 4 offsets; `q` pointwise");
    }

    #[test]
    fn helpers_are_followed_with_their_arguments() {
        let f = footprint_of(
            "fn lap(a: u32, b: u32) -> f32 { return u(a - 1u, b) + u(a + 1u, b) - 2.0 * u(a, b); }
             fn kernel(x: u32, y: u32) -> f32 { return lap(x, y + 2u) + lap(x + 3u, y); }",
            2,
        );
        let r = reads(&f);
        assert_eq!(r[0].1, vec![[-1, 2, 0], [0, 2, 0], [1, 2, 0], [2, 0, 0], [3, 0, 0], [4, 0, 0]]);
        assert!(r[1].1.is_empty(), "q is never read");
    }

    #[test]
    fn offsets_wrap_as_u32_coordinates_do() {
        let f = footprint_of(
            "fn kernel(x: u32) -> f32 { return u(x + 4294967295u) + u(x - 4294967295u) + q(u32(i32(x) - 2)); }",
            1,
        );
        let r = reads(&f);
        assert_eq!(r[0].1, vec![[-1, 0, 0], [1, 0, 0]]);
        assert_eq!(r[1].1, vec![[-2, 0, 0]]);
    }

    #[test]
    fn kernels_with_loops_are_analysed_through_the_guards_rewrite() {
        let f = footprint_of(
            "fn kernel(x: u32, y: u32) -> f32 {
                 var s = 0.0;
                 for (var i = 0u; i < 4u; i++) { s += u(x, y + 1u) * h; }
                 return s + q(x, y);
             }",
            2,
        );
        assert_eq!(reads(&f), vec![("u".to_string(), vec![[0, 1, 0]]), ("q".to_string(), vec![[0, 0, 0]])]);
    }

    #[test]
    fn data_dependent_coordinates_are_named() {
        let f = footprint_of("fn kernel(x: u32, y: u32) -> f32 { return u(u32(q(x, y)), y); }", 2);
        assert_eq!(reason(&f), "`u` is read at a coordinate 0 that is not x plus a constant");
    }

    #[test]
    fn loops_over_coordinates_are_not_stencils() {
        let f = footprint_of(
            "fn kernel(x: u32, y: u32) -> f32 {
                 var s = 0.0;
                 for (var i = 0u; i < 3u; i++) { s += u(x, y + i); }
                 return s;
             }",
            2,
        );
        assert_eq!(reason(&f), "`u` is read at a coordinate 1 that is not y plus a constant");
    }

    #[test]
    fn swapped_axes_and_far_offsets_are_not_stencils() {
        let swapped = footprint_of("fn kernel(x: u32, y: u32) -> f32 { return u(y, x); }", 2);
        assert_eq!(reason(&swapped), "`u` is read at a coordinate 0 that is not x plus a constant");
        let far = footprint_of("fn kernel(x: u32, y: u32) -> f32 { return u(x, y + 17u); }", 2);
        assert_eq!(reason(&far), "`u` is read 17 cells away on axis 1, past the 16 a stencil may reach");
        let edge = footprint_of("fn kernel(x: u32, y: u32) -> f32 { return u(x, y - 16u); }", 2);
        assert_eq!(reads(&edge)[0].1, vec![[0, -16, 0]]);
    }

    #[test]
    fn generated_bindings_used_directly_are_named() {
        let f = footprint_of("fn kernel(x: u32) -> f32 { return _wh_a2[x + 1u]; }", 1);
        assert_eq!(reason(&f), "the kernel uses the generated binding `_wh_a2` directly");
    }

    #[test]
    fn barriers_are_not_stencils() {
        let f = footprint_of("fn kernel(x: u32) -> f32 { workgroupBarrier(); return u(x); }", 1);
        assert_eq!(reason(&f), "the kernel uses barriers");
    }

    /// A guest's chain of thousands of helpers, each calling the next, is walked without the
    /// host's stack: here on a thread of 64 KiB (a recursive walk overflows it and aborts).
    #[test]
    fn deep_helper_chains_cost_no_stack() {
        const N: usize = 3000;
        let mut source = String::from("fn h0(a: u32, b: u32) -> f32 { return u(a + 1u, b); }\n");
        for i in 1..N {
            source += &format!("fn h{i}(a: u32, b: u32) -> f32 {{ return h{}(a, b); }}\n", i - 1);
        }
        source += &format!("fn kernel(x: u32, y: u32) -> f32 {{ return h{}(x, y - 2u); }}\n", N - 1);
        let (module, params, rank) = checked(&source, 2);
        let f = std::thread::Builder::new()
            .stack_size(64 << 10)
            .spawn(move || analyze(module.module(), &params, rank))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(reads(&f)[0].1, vec![[1, -2, 0]]);
    }

    #[test]
    fn shape_queries_read_nothing() {
        let f = footprint_of("fn kernel(x: u32) -> f32 { return f32(u_shape()) + q(x); }", 1);
        assert_eq!(reads(&f), vec![("u".to_string(), vec![]), ("q".to_string(), vec![[0, 0, 0]])]);
    }
}
