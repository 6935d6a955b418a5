//! The loop budget: a rewrite on naga IR that bounds every loop of a module.
//!
//! # What the rewrite adds
//! - `_wh_flag: atomic<u32>` in `var<storage, read_write>` at (G, 0): set to 1 by any
//!   invocation that is cut. The host clears it before each dispatch and reads it after.
//! - `_wh_budget: u32` in `var<uniform>` at (G, 1): the budget B of the dispatch, bound with a
//!   dynamic offset into a host table of powers of two (one per 256 bytes).
//! - two `var<private>` counters, zero at the start of every invocation: `_wh_spent` for loops
//!   without barriers and `_wh_spent_uniform` for loops that contain a barrier.
//! - at the top of every loop body (after the guest's own leading `if (!cond) { break; }` that
//!   `for` and `while` lower to), a check:
//!   `if (counter >= _wh_budget) { counter = _wh_budget + 1; break; } counter += 1;`
//! - instead of that check, around a counted loop that runs exactly C iterations on every entry
//!   (`counted`: start, bound and step known, no other way out), a charge of C before it:
//!   `if (C <= _wh_budget && counter <= _wh_budget - C) { counter += C; loop } else { counter =
//!   _wh_budget + 1; }`. A counted loop that may leave early (a `break`, `return` or `discard`)
//!   is checked per iteration: charging it C up front could cut a program within its budget.
//! - before every `return` of an entry point (and at its end): if either counter is past the
//!   budget, `atomicStore(&_wh_flag, 1u)`. Keeping the atomic out of loops keeps the check cheap.
//!
//! # The exact bound
//! Per invocation, at most B iterations of loops without barriers, in total, and at most B
//! iterations of loops with barriers, in total: at most 2·B loop iterations per invocation,
//! however loops nest and whatever helper functions they call (the counters are per invocation,
//! not per loop or per call, so nesting cannot multiply the budget).
//!
//! # Barriers
//! A loop "has a barrier" when its body or continuing block contains `workgroupBarrier`,
//! `storageBarrier`, `textureBarrier` or `workgroupUniformLoad`, directly or through calls. WGSL
//! requires such a loop to run in uniform control flow, so every invocation of a workgroup runs
//! the same sequence of barrier-loop iterations; the barrier-loop counter therefore holds the same
//! value in every invocation at every check, and the cut leaves the loop at the same iteration
//! in all of them. Divergent loops (without barriers) never touch that counter, so lanes that ran
//! different amounts of divergent work before cannot make the cut non-uniform.
//!
//! Known limit: a cut of a divergent loop can change data that a barrier loop's own (guest)
//! exit condition reads. The result is condemned by the flag either way; such a kernel was
//! relying on that loop's trip count for its barrier uniformity.

use std::collections::HashSet;

mod counted;

pub use counted::worst_case;

use naga::{
    AddressSpace, Arena, BinaryOperator, Block, Expression, Function, GlobalVariable, Handle, Literal,
    Module, ResourceBinding, Scalar, Span, Statement, StorageAccess, Type, TypeInner,
};

/// Binding of the flag in the reserved group.
pub const FLAG_BINDING: u32 = 0;
/// Binding of the budget in the reserved group.
pub const BUDGET_BINDING: u32 = 1;
/// Bytes between two entries of the budget table (WebGPU's uniform offset alignment).
pub const BUDGET_STRIDE: u64 = 256;

/// What the rewrite found and did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoopCounts {
    /// Loops in the module.
    pub loops: u32,
    /// Of those, loops that contain a barrier.
    pub barrier_loops: u32,
    /// Of those, counted loops that run exactly their trip count: charged it once instead of
    /// checked per iteration (a counted loop that may stop early is checked per iteration).
    pub counted: u32,
}

struct Globals {
    flag: Handle<GlobalVariable>,
    budget: Handle<GlobalVariable>,
    spent: Handle<GlobalVariable>,
    spent_uniform: Handle<GlobalVariable>,
}

/// Counts the loops of every function and entry point.
pub fn count_loops(module: &Module) -> u32 {
    fn block(b: &Block) -> u32 {
        b.iter()
            .map(|s| match s {
                Statement::Loop { body, continuing, .. } => 1 + block(body) + block(continuing),
                Statement::Block(b) => block(b),
                Statement::If { accept, reject, .. } => block(accept) + block(reject),
                Statement::Switch { cases, .. } => cases.iter().map(|c| block(&c.body)).sum(),
                _ => 0,
            })
            .sum()
    }
    module.functions.iter().map(|(_, f)| block(&f.body)).sum::<u32>()
        + module.entry_points.iter().map(|ep| block(&ep.function.body)).sum::<u32>()
}

fn has_barrier(b: &Block, barrier_fns: &HashSet<Handle<Function>>) -> bool {
    b.iter().any(|s| match s {
        Statement::ControlBarrier(_)
        | Statement::MemoryBarrier(_)
        | Statement::WorkGroupUniformLoad { .. } => true,
        Statement::Call { function, .. } => barrier_fns.contains(function),
        Statement::Block(b) => has_barrier(b, barrier_fns),
        Statement::If { accept, reject, .. } => {
            has_barrier(accept, barrier_fns) || has_barrier(reject, barrier_fns)
        }
        Statement::Switch { cases, .. } => cases.iter().any(|c| has_barrier(&c.body, barrier_fns)),
        Statement::Loop { body, continuing, .. } => {
            has_barrier(body, barrier_fns) || has_barrier(continuing, barrier_fns)
        }
        _ => false,
    })
}

/// Functions that contain a barrier, directly or through calls.
fn barrier_functions(module: &Module) -> HashSet<Handle<Function>> {
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        for (h, f) in module.functions.iter() {
            if !set.contains(&h) && has_barrier(&f.body, &set) {
                set.insert(h);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

fn add_globals(module: &mut Module, group: u32) -> Globals {
    let u32_ty =
        module.types.insert(Type { name: None, inner: TypeInner::Scalar(Scalar::U32) }, Span::UNDEFINED);
    let atomic_ty =
        module.types.insert(Type { name: None, inner: TypeInner::Atomic(Scalar::U32) }, Span::UNDEFINED);
    let mut global = |name: &str, space, binding, ty| {
        module.global_variables.append(
            GlobalVariable {
                name: Some(name.to_string()),
                space,
                binding,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        )
    };
    Globals {
        flag: global(
            "_wh_flag",
            AddressSpace::Storage { access: StorageAccess::LOAD | StorageAccess::STORE },
            Some(ResourceBinding { group, binding: FLAG_BINDING }),
            atomic_ty,
        ),
        budget: global(
            "_wh_budget",
            AddressSpace::Uniform,
            Some(ResourceBinding { group, binding: BUDGET_BINDING }),
            u32_ty,
        ),
        spent: global("_wh_spent", AddressSpace::Private, None, u32_ty),
        spent_uniform: global("_wh_spent_uniform", AddressSpace::Private, None, u32_ty),
    }
}

/// The check inserted at the top of a loop body. A cut sets the counter to B + 1 (a value no
/// uncut run reaches) and breaks; the flag itself is written once, when the entry point returns
/// ([`report`]), so no atomic sits inside a loop.
fn check(exprs: &mut Arena<Expression>, g: &Globals, barrier: bool, span: Span) -> Block {
    let counter =
        exprs.append(Expression::GlobalVariable(if barrier { g.spent_uniform } else { g.spent }), span);
    let budget = exprs.append(Expression::GlobalVariable(g.budget), span);
    let one = exprs.append(Expression::Literal(Literal::U32(1)), span);
    let spent = exprs.append(Expression::Load { pointer: counter }, span);
    let limit = exprs.append(Expression::Load { pointer: budget }, span);
    let over = exprs
        .append(Expression::Binary { op: BinaryOperator::GreaterEqual, left: spent, right: limit }, span);
    let poison = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: limit, right: one }, span);
    let next = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: spent, right: one }, span);
    let mut cut = Block::new();
    cut.push(Statement::Emit(naga::Range::new_from_bounds(poison, poison)), span);
    cut.push(Statement::Store { pointer: counter, value: poison }, span);
    cut.push(Statement::Break, span);
    let mut block = Block::new();
    block.push(Statement::Emit(naga::Range::new_from_bounds(spent, over)), span);
    block.push(Statement::If { condition: over, accept: cut, reject: Block::new() }, span);
    block.push(Statement::Emit(naga::Range::new_from_bounds(next, next)), span);
    block.push(Statement::Store { pointer: counter, value: next }, span);
    block
}

/// Written before every return of an entry point: if either counter went past B (a cut), store
/// 1 into the flag.
fn report(exprs: &mut Arena<Expression>, g: &Globals, span: Span) -> Block {
    let spent_ptr = exprs.append(Expression::GlobalVariable(g.spent), span);
    let uniform_ptr = exprs.append(Expression::GlobalVariable(g.spent_uniform), span);
    let budget = exprs.append(Expression::GlobalVariable(g.budget), span);
    let flag = exprs.append(Expression::GlobalVariable(g.flag), span);
    let one = exprs.append(Expression::Literal(Literal::U32(1)), span);
    let spent = exprs.append(Expression::Load { pointer: spent_ptr }, span);
    let uniform = exprs.append(Expression::Load { pointer: uniform_ptr }, span);
    let limit = exprs.append(Expression::Load { pointer: budget }, span);
    let a = exprs.append(Expression::Binary { op: BinaryOperator::Greater, left: spent, right: limit }, span);
    let b =
        exprs.append(Expression::Binary { op: BinaryOperator::Greater, left: uniform, right: limit }, span);
    let cut = exprs.append(Expression::Binary { op: BinaryOperator::LogicalOr, left: a, right: b }, span);
    let mut store = Block::new();
    store.push(Statement::Store { pointer: flag, value: one }, span);
    let mut block = Block::new();
    block.push(Statement::Emit(naga::Range::new_from_bounds(spent, cut)), span);
    block.push(Statement::If { condition: cut, accept: store, reject: Block::new() }, span);
    block
}

/// Puts [`report`] before every `return` of an entry point's body (at any depth) and at its end.
fn report_at_returns(block: &mut Block, exprs: &mut Arena<Expression>, g: &Globals, top: bool) {
    let mut i = 0;
    while i < block.len() {
        let mut insert = None;
        if let Some((stmt, span)) = block.span_iter_mut().nth(i) {
            let span = span.map(|s| *s).unwrap_or_default();
            match stmt {
                Statement::Return { .. } => insert = Some(span),
                Statement::Block(b) => report_at_returns(b, exprs, g, false),
                Statement::If { accept, reject, .. } => {
                    report_at_returns(accept, exprs, g, false);
                    report_at_returns(reject, exprs, g, false);
                }
                Statement::Switch { cases, .. } => {
                    for c in cases.iter_mut() {
                        report_at_returns(&mut c.body, exprs, g, false);
                    }
                }
                Statement::Loop { body, continuing, .. } => {
                    report_at_returns(body, exprs, g, false);
                    report_at_returns(continuing, exprs, g, false);
                }
                _ => {}
            }
        }
        if let Some(span) = insert {
            let r = report(exprs, g, span);
            let n = r.len();
            block.splice(i..i, r);
            i += n;
        }
        i += 1;
    }
    let ends_in_return = block.iter().last().is_some_and(|s| matches!(s, Statement::Return { .. }));
    if top && !ends_in_return {
        let r = report(exprs, g, Span::UNDEFINED);
        let end = block.len();
        block.splice(end..end, r);
    }
}

/// Where the check goes: after the guest's leading loop condition (`for` and `while` lower to
/// `loop { if cond {} else { break; } ... }`), so a loop of k iterations costs k, not k + 1.
fn check_position(body: &Block) -> usize {
    let mut i = 0;
    let stmts: Vec<&Statement> = body.iter().collect();
    while i < stmts.len() && matches!(stmts[i], Statement::Emit(_)) {
        i += 1;
    }
    let is_break = |b: &Block| b.len() == 1 && matches!(b.iter().next(), Some(Statement::Break));
    match stmts.get(i) {
        Some(Statement::If { accept, reject, .. })
            if (accept.is_empty() && is_break(reject)) || (reject.is_empty() && is_break(accept)) =>
        {
            i + 1
        }
        _ => 0,
    }
}

/// What the rewrite needs while it walks one function.
struct Walk<'a> {
    g: &'a Globals,
    barrier_fns: &'a HashSet<Handle<Function>>,
    /// Static trip counts of the function's loops, in pre-order (see [`counted::trip_counts`]).
    trips: Vec<Option<counted::Trip>>,
    next_loop: usize,
    counts: &'a mut LoopCounts,
}

fn rewrite(block: &mut Block, exprs: &mut Arena<Expression>, w: &mut Walk<'_>) {
    for (stmt, span) in block.span_iter_mut() {
        let span = span.map(|s| *s).unwrap_or_default();
        match stmt {
            Statement::Block(b) => rewrite(b, exprs, w),
            Statement::If { accept, reject, .. } => {
                rewrite(accept, exprs, w);
                rewrite(reject, exprs, w);
            }
            Statement::Switch { cases, .. } => {
                for c in cases.iter_mut() {
                    rewrite(&mut c.body, exprs, w);
                }
            }
            Statement::Loop { body, continuing, .. } => {
                // Only a loop that runs exactly its trip count is charged it: one that may stop
                // early could be cut although it stays within the budget.
                let trip = w.trips.get(w.next_loop).copied().flatten().filter(|t| t.exact).map(|t| t.count);
                w.next_loop += 1;
                let barrier = has_barrier(body, w.barrier_fns) || has_barrier(continuing, w.barrier_fns);
                rewrite(body, exprs, w);
                rewrite(continuing, exprs, w);
                w.counts.loops += 1;
                w.counts.barrier_loops += u32::from(barrier);
                match trip {
                    Some(trip) => {
                        // A counted loop: charge its whole trip count once, before it runs.
                        w.counts.counted += 1;
                        let original = std::mem::replace(stmt, Statement::Break);
                        *stmt = Statement::Block(charge(exprs, w.g, barrier, trip, original, span));
                    }
                    None => {
                        let at = check_position(body);
                        body.splice(at..at, check(exprs, w.g, barrier, span));
                    }
                }
            }
            _ => {}
        }
    }
}

/// Replaces a counted loop of exactly `trip` iterations by
/// `if (trip <= B && counter <= B - trip) { counter += trip; loop } else { counter = B + 1; }`:
/// the same bound and the same cut as checking every iteration, at no cost per iteration. (A
/// loop of 0 iterations is charged 0, which changes nothing: after a cut the charge skips it,
/// and it would not have run anyway.)
fn charge(
    exprs: &mut Arena<Expression>,
    g: &Globals,
    barrier: bool,
    trip: u32,
    lp: Statement,
    span: Span,
) -> Block {
    let counter =
        exprs.append(Expression::GlobalVariable(if barrier { g.spent_uniform } else { g.spent }), span);
    let budget = exprs.append(Expression::GlobalVariable(g.budget), span);
    let one = exprs.append(Expression::Literal(Literal::U32(1)), span);
    let c = exprs.append(Expression::Literal(Literal::U32(trip)), span);
    let spent = exprs.append(Expression::Load { pointer: counter }, span);
    let limit = exprs.append(Expression::Load { pointer: budget }, span);
    let fits =
        exprs.append(Expression::Binary { op: BinaryOperator::LessEqual, left: c, right: limit }, span);
    let room = exprs.append(Expression::Binary { op: BinaryOperator::Subtract, left: limit, right: c }, span);
    let within =
        exprs.append(Expression::Binary { op: BinaryOperator::LessEqual, left: spent, right: room }, span);
    let ok =
        exprs.append(Expression::Binary { op: BinaryOperator::LogicalAnd, left: fits, right: within }, span);
    let charged = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: spent, right: c }, span);
    let poison = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: limit, right: one }, span);
    let mut run = Block::new();
    run.push(Statement::Store { pointer: counter, value: charged }, span);
    run.push(lp, span);
    let mut cut = Block::new();
    cut.push(Statement::Store { pointer: counter, value: poison }, span);
    let mut block = Block::new();
    block.push(Statement::Emit(naga::Range::new_from_bounds(spent, poison)), span);
    block.push(Statement::If { condition: ok, accept: run, reject: cut }, span);
    block
}

/// Bounds every loop of `module`, with the flag and budget in bind group `group`. A module
/// without loops is left unchanged (it is bounded already).
pub fn bound_loops(module: &mut Module, group: u32) -> LoopCounts {
    let mut counts = LoopCounts::default();
    if count_loops(module) == 0 {
        return counts;
    }
    let barrier_fns = barrier_functions(module);
    let trips: Vec<Vec<Option<counted::Trip>>> = module
        .functions
        .iter()
        .map(|(_, f)| counted::trip_counts(module, f))
        .chain(module.entry_points.iter().map(|ep| counted::trip_counts(module, &ep.function)))
        .collect();
    let mut trips = trips.into_iter();
    let g = add_globals(module, group);
    let functions = module.functions.iter_mut().map(|(_, f)| (f, false));
    let entry_points = module.entry_points.iter_mut().map(|ep| (&mut ep.function, true));
    for (f, entry_point) in functions.chain(entry_points) {
        let trips = trips.next().unwrap_or_default();
        let mut w = Walk { g: &g, barrier_fns: &barrier_fns, trips, next_loop: 0, counts: &mut counts };
        rewrite(&mut f.body, &mut f.expressions, &mut w);
        if entry_point {
            report_at_returns(&mut f.body, &mut f.expressions, &g, true);
        }
    }
    counts
}

/// The budget B of a dispatch of `invocations`: `work / invocations` rounded down to a power of
/// two, clamped to `[min, max]` (both powers of two).
pub fn iterations(work: u64, invocations: u64, min: u32, max: u32) -> u32 {
    let per = work / invocations.max(1);
    let pow2 = if per == 0 { 0 } else { 1u64 << (63 - per.leading_zeros()) };
    pow2.clamp(u64::from(min), u64::from(max)) as u32
}

/// The budget table: entry k (at byte offset k · [`BUDGET_STRIDE`]) holds 2^k, for k in 0..=31.
pub fn budget_table() -> Vec<u8> {
    let mut table = vec![0u8; 32 * BUDGET_STRIDE as usize];
    for k in 0..32usize {
        let at = k * BUDGET_STRIDE as usize;
        table[at..at + 4].copy_from_slice(&(1u32 << k).to_le_bytes());
    }
    table
}

/// Byte offset of budget `b` (a power of two) in the table.
pub fn budget_offset(b: u32) -> u32 {
    b.trailing_zeros() * BUDGET_STRIDE as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::guard::{Guard, GuardPolicy, LoopBudget};

    #[test]
    fn iterations_follow_the_rule() {
        let (min, max) = (1024, 1 << 24);
        assert_eq!(iterations(1 << 34, 1 << 20, min, max), 1 << 14);
        assert_eq!(iterations(1 << 34, 3 << 20, min, max), 1 << 12, "rounded down to a power of two");
        assert_eq!(iterations(1 << 34, 1 << 30, min, max), 1024, "clamped to the minimum");
        assert_eq!(iterations(1 << 34, 1, min, max), 1 << 24, "clamped to the maximum");
        assert_eq!(iterations(0, 1, min, max), 1024);
    }

    fn parse(src: &str) -> Module {
        naga::front::wgsl::parse_str(src).unwrap_or_else(|e| panic!("{}", e.emit_to_string(src)))
    }

    fn validate(module: &Module) {
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::default(),
        )
        .validate(module)
        .unwrap_or_else(|e| panic!("{e:?}"));
    }

    /// The trip counts the rewrite charged: the C of every `C <= _wh_budget` it wrote.
    fn charged(module: &Module) -> Vec<u32> {
        let functions = module.functions.iter().map(|(_, f)| f);
        let all = functions.chain(module.entry_points.iter().map(|ep| &ep.function));
        let mut out = Vec::new();
        for f in all {
            let named =
                |g: Handle<GlobalVariable>| module.global_variables[g].name.as_deref() == Some("_wh_budget");
            let budget = |e: Handle<Expression>| match f.expressions[e] {
                Expression::Load { pointer } => {
                    matches!(f.expressions[pointer], Expression::GlobalVariable(g) if named(g))
                }
                _ => false,
            };
            for (_, e) in f.expressions.iter() {
                if let Expression::Binary { op: BinaryOperator::LessEqual, left, right } = *e
                    && let Expression::Literal(Literal::U32(c)) = f.expressions[left]
                    && budget(right)
                {
                    out.push(c);
                }
            }
        }
        out
    }

    const OUT: &str = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n";

    fn kernel(body: &str) -> String {
        format!("{OUT}@compute @workgroup_size(1) fn main() {{\n  var s = 0u;\n  {body}\n  out[0] = s;\n}}\n")
    }

    #[test]
    fn loops_that_may_leave_early_are_checked_per_iteration() {
        let early = kernel("for (var i = 0u; i < 1000000u; i++) { if (i == 3u) { break; } s += i; }");
        let mut module = parse(&early);
        let counts = bound_loops(&mut module, 3);
        assert_eq!((counts.loops, counts.counted), (1, 0));
        assert_eq!(charged(&module), Vec::<u32>::new());
        validate(&module);
        // Without the break it runs exactly its trip count and is charged it.
        let mut module = parse(&early.replace("if (i == 3u) { break; } ", ""));
        let counts = bound_loops(&mut module, 3);
        assert_eq!((counts.loops, counts.counted), (1, 1));
        assert_eq!(charged(&module), vec![1000000]);
        validate(&module);
    }

    #[test]
    fn a_loop_that_never_runs_is_charged_nothing() {
        let src = kernel(
            "for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }\n  \
             for (var j = 7u; j < 12u; j++) { s += j; }",
        );
        let mut module = parse(&src);
        let counts = bound_loops(&mut module, 3);
        assert_eq!((counts.loops, counts.counted), (2, 2));
        assert_eq!(charged(&module), vec![0, 5]);
        validate(&module);
    }

    /// Issue #16 item 14, through the whole Guard with budgets of 2^10 to 2^14 iterations.
    #[test]
    fn the_guard_charges_exact_trip_counts() {
        let budget = LoopBudget { min_iterations: 1024, max_iterations: 16384, ..LoopBudget::default() };
        let guard = Guard::new(GuardPolicy { budget, ..GuardPolicy::default() });
        let never = "for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }";
        // Runs zero times: statically bounded by 0, left as it is (it was charged 30840).
        let m = guard.check(&kernel(never)).unwrap();
        assert_eq!((m.rewritten(), m.static_bound()), (false, Some(0)));
        // Beside a loop that needs the rewrite, it is charged 0.
        let dynamic = "for (var j = 0u; j < arrayLength(&out); j++) { s += j; }";
        let m = guard.check(&kernel(&format!("{never}\n  {dynamic}"))).unwrap();
        let counts = m.bounds().expect("rewritten").counts;
        assert_eq!((counts.loops, counts.counted), (2, 1));
        assert_eq!(charged(m.module()), vec![0]);
        // A loop that breaks after 4 iterations is checked per iteration, not charged 10^6.
        let early = "for (var i = 0u; i < 1000000u; i++) { if (i == 3u) { break; } s += i; }";
        let m = guard.check(&kernel(early)).unwrap();
        let counts = m.bounds().expect("rewritten").counts;
        assert_eq!((counts.loops, counts.counted), (1, 0));
        // A condition on a load taken before the loop never changes: rewritten, not trusted.
        let frozen = "var k = 0u; let t = k; for (; t < 8u; k++) { s += 1u; }";
        let m = guard.check(&kernel(frozen)).unwrap();
        assert!(m.rewritten() && m.static_bound().is_none());
        assert_eq!(m.bounds().expect("rewritten").counts.counted, 0);
    }

    #[test]
    fn the_table_holds_powers_of_two() {
        let t = budget_table();
        for b in [1u32, 1024, 1 << 24, 1 << 31] {
            let at = budget_offset(b) as usize;
            assert_eq!(u32::from_le_bytes(t[at..at + 4].try_into().unwrap()), b);
        }
    }
}
