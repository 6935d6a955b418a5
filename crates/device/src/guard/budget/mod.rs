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
//!   _wh_budget + 1; }`.
//! - around a counted loop that may leave early (a `break` or `return`: C is only an upper
//!   bound per entry) with no loop inside it (directly or through calls) and no `break if`, a
//!   flag of its own, `_wh_free_k: bool` (a function-local, one per such loop, counted in
//!   [`LoopCounts::counted_bounded`]):
//!   ```text
//!   _wh_free_k = C <= _wh_budget && counter <= _wh_budget - C;
//!   if (_wh_free_k) { counter += C; }
//!   loop { <leading condition> if (!_wh_free_k) { <the check above> } ... }
//!   if (_wh_free_k) { counter = counter - C + min(n + 1, C); }   // also before each `return` in it
//!   ```
//!   where n = |v − v₀| / |s| is how far the loop's counter v moved from its entry value. When
//!   the whole bound fits, the loop runs without checks and the refund leaves the counter
//!   exactly where per-iteration checks would have (C iterations when it leaves through its
//!   condition, n + 1 when a `break` or `return` leaves in iteration n). When it does not fit,
//!   it is checked per iteration like any other loop. Either way a program within its budget is
//!   never cut: charging C and keeping it would cut a later loop of a program that stays
//!   within its budget, and so would checks of a loop inside against iterations the charge
//!   counted but that may never run (hence no loop inside); a `break if` leaves after the
//!   increment and a `break` before it, which the refund cannot tell apart. Those loops are
//!   checked per iteration.
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
    LocalVariable, MathFunction, Module, ResourceBinding, Scalar, ScalarKind, Span, Statement, StorageAccess,
    Type, TypeInner,
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
    /// checked per iteration.
    pub counted: u32,
    /// Of those, counted loops that may stop early (a `break` or `return`), with no loop
    /// inside them: charged their trip count (an upper bound) once when it fits in what is
    /// left, refunded what they did not run when they leave, and checked per iteration when it
    /// does not fit. Not included in `counted`.
    pub counted_bounded: u32,
}

struct Globals {
    flag: Handle<GlobalVariable>,
    budget: Handle<GlobalVariable>,
    spent: Handle<GlobalVariable>,
    spent_uniform: Handle<GlobalVariable>,
    /// `bool`, the type of each loop's `_wh_free_k` flag.
    bool_ty: Handle<Type>,
}

impl Globals {
    /// The counter a loop charges: `_wh_spent_uniform` for a loop with a barrier.
    fn counter(&self, barrier: bool) -> Handle<GlobalVariable> {
        if barrier { self.spent_uniform } else { self.spent }
    }
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

/// Whether `b` holds, at any depth, a statement `is` picks or a call to a function in `fns`.
fn reaches(b: &Block, fns: &HashSet<Handle<Function>>, is: &impl Fn(&Statement) -> bool) -> bool {
    b.iter().any(|s| {
        is(s)
            || match s {
                Statement::Call { function, .. } => fns.contains(function),
                Statement::Block(b) => reaches(b, fns, is),
                Statement::If { accept, reject, .. } => reaches(accept, fns, is) || reaches(reject, fns, is),
                Statement::Switch { cases, .. } => cases.iter().any(|c| reaches(&c.body, fns, is)),
                Statement::Loop { body, continuing, .. } => {
                    reaches(body, fns, is) || reaches(continuing, fns, is)
                }
                _ => false,
            }
    })
}

/// The functions that reach a statement `is` picks, directly or through calls.
fn functions_reaching(module: &Module, is: &impl Fn(&Statement) -> bool) -> HashSet<Handle<Function>> {
    let mut set = HashSet::new();
    loop {
        let before = set.len();
        for (h, f) in module.functions.iter() {
            if !set.contains(&h) && reaches(&f.body, &set, is) {
                set.insert(h);
            }
        }
        if set.len() == before {
            return set;
        }
    }
}

fn is_barrier(s: &Statement) -> bool {
    matches!(
        s,
        Statement::ControlBarrier(_) | Statement::MemoryBarrier(_) | Statement::WorkGroupUniformLoad { .. }
    )
}

fn is_loop(s: &Statement) -> bool {
    matches!(s, Statement::Loop { .. })
}

/// Whether `b` holds a barrier, or a call to a function in `barrier_fns`, at any depth.
fn has_barrier(b: &Block, barrier_fns: &HashSet<Handle<Function>>) -> bool {
    reaches(b, barrier_fns, &is_barrier)
}

/// Whether `b` holds a loop, or a call to a function in `looping`, at any depth.
fn has_loop(b: &Block, looping: &HashSet<Handle<Function>>) -> bool {
    reaches(b, looping, &is_loop)
}

/// Functions that contain a loop, directly or through calls.
fn looping_functions(module: &Module) -> HashSet<Handle<Function>> {
    functions_reaching(module, &is_loop)
}

/// Functions that contain a barrier, directly or through calls.
fn barrier_functions(module: &Module) -> HashSet<Handle<Function>> {
    functions_reaching(module, &is_barrier)
}

fn add_globals(module: &mut Module, group: u32) -> Globals {
    let u32_ty =
        module.types.insert(Type { name: None, inner: TypeInner::Scalar(Scalar::U32) }, Span::UNDEFINED);
    let atomic_ty =
        module.types.insert(Type { name: None, inner: TypeInner::Atomic(Scalar::U32) }, Span::UNDEFINED);
    let bool_ty =
        module.types.insert(Type { name: None, inner: TypeInner::Scalar(Scalar::BOOL) }, Span::UNDEFINED);
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
        bool_ty,
    }
}

/// The check inserted at the top of a loop body. A cut sets the counter to B + 1 (a value no
/// uncut run reaches) and breaks; the flag itself is written once, when the entry point returns
/// ([`report`]), so no atomic sits inside a loop.
fn check(exprs: &mut Arena<Expression>, g: &Globals, barrier: bool, span: Span) -> Block {
    let counter = exprs.append(Expression::GlobalVariable(g.counter(barrier)), span);
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
fn report_at_returns(body: &mut Block, exprs: &mut Arena<Expression>, g: &Globals) {
    before_returns(body, exprs, &mut |exprs: &mut Arena<Expression>, span| report(exprs, g, span));
    let ends_in_return = body.iter().last().is_some_and(|s| matches!(s, Statement::Return { .. }));
    if !ends_in_return {
        let r = report(exprs, g, Span::UNDEFINED);
        let end = body.len();
        body.splice(end..end, r);
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
    /// Functions that hold a loop, directly or through calls.
    looping_fns: &'a HashSet<Handle<Function>>,
    /// Static trip counts of the function's loops, in pre-order (see [`counted::trip_counts`]).
    trips: Vec<Option<counted::Trip>>,
    next_loop: usize,
    /// The function's locals, where each bounded loop gets its `_wh_free_k` flag.
    locals: &'a mut Arena<LocalVariable>,
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
            Statement::Loop { body, continuing, break_if } => {
                let trip = w.trips.get(w.next_loop).copied().flatten();
                w.next_loop += 1;
                let barrier = has_barrier(body, w.barrier_fns) || has_barrier(continuing, w.barrier_fns);
                let inner = has_loop(body, w.looping_fns) || has_loop(continuing, w.looping_fns);
                rewrite(body, exprs, w);
                rewrite(continuing, exprs, w);
                w.counts.loops += 1;
                w.counts.barrier_loops += u32::from(barrier);
                match trip {
                    Some(trip) if trip.exact => {
                        // Runs exactly its trip count: charge it once, before it runs.
                        w.counts.counted += 1;
                        let original = std::mem::replace(stmt, Statement::Break);
                        *stmt = Statement::Block(charge(exprs, w.g, barrier, trip.count, original, span));
                    }
                    // At most its trip count: charged it when it fits and refunded what it did
                    // not run, which needs the iterations it ran, read off its counter (a
                    // `break if` leaves after the increment, a `break` before it: they cannot
                    // be told apart) and nothing else charging while the charge is outstanding
                    // (a loop inside would be checked against iterations that may never run).
                    Some(trip) if break_if.is_none() && !inner => {
                        w.counts.counted_bounded += 1;
                        let k = w.counts.counted_bounded - 1;
                        let free = w.locals.append(
                            LocalVariable {
                                name: Some(format!("_wh_free_{k}")),
                                ty: w.g.bool_ty,
                                init: None,
                            },
                            span,
                        );
                        let at = check_position(body);
                        body.splice(at..at, check_unless_free(exprs, w.g, barrier, free, span));
                        let g = w.g;
                        let mut refund_at = |exprs: &mut Arena<Expression>, span| {
                            refund(exprs, g, barrier, free, &trip, span)
                        };
                        before_returns(body, exprs, &mut refund_at);
                        let original = std::mem::replace(stmt, Statement::Break);
                        *stmt = Statement::Block(charge_if_fits(
                            exprs, w.g, barrier, &trip, free, original, span,
                        ));
                    }
                    // Not counted, or a bounded loop that cannot be refunded exactly: a check per
                    // iteration (always correct).
                    _ => {
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
    let f = fits(exprs, g, barrier, trip, span);
    let one = exprs.append(Expression::Literal(Literal::U32(1)), span);
    let poison =
        exprs.append(Expression::Binary { op: BinaryOperator::Add, left: f.limit, right: one }, span);
    let mut run = Block::new();
    run.push(Statement::Store { pointer: f.counter, value: f.charged }, span);
    run.push(lp, span);
    let mut cut = Block::new();
    cut.push(Statement::Store { pointer: f.counter, value: poison }, span);
    let mut block = f.emit;
    block.push(Statement::Emit(naga::Range::new_from_bounds(poison, poison)), span);
    block.push(Statement::If { condition: f.ok, accept: run, reject: cut }, span);
    block
}

/// Whether a charge of `trip` fits what is left of the budget: `ok` is
/// `trip <= B && counter <= B - trip`, `charged` is `counter + trip`; `emit` emits them.
struct Fits {
    counter: Handle<Expression>,
    limit: Handle<Expression>,
    ok: Handle<Expression>,
    charged: Handle<Expression>,
    emit: Block,
}

fn fits(exprs: &mut Arena<Expression>, g: &Globals, barrier: bool, trip: u32, span: Span) -> Fits {
    let counter = exprs.append(Expression::GlobalVariable(g.counter(barrier)), span);
    let budget = exprs.append(Expression::GlobalVariable(g.budget), span);
    let c = exprs.append(Expression::Literal(Literal::U32(trip)), span);
    // From here on every expression is emitted (nothing pre-emitted in between).
    let spent = exprs.append(Expression::Load { pointer: counter }, span);
    let limit = exprs.append(Expression::Load { pointer: budget }, span);
    let fit = exprs.append(Expression::Binary { op: BinaryOperator::LessEqual, left: c, right: limit }, span);
    let room = exprs.append(Expression::Binary { op: BinaryOperator::Subtract, left: limit, right: c }, span);
    let within =
        exprs.append(Expression::Binary { op: BinaryOperator::LessEqual, left: spent, right: room }, span);
    let ok =
        exprs.append(Expression::Binary { op: BinaryOperator::LogicalAnd, left: fit, right: within }, span);
    let charged = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: spent, right: c }, span);
    let mut emit = Block::new();
    emit.push(Statement::Emit(naga::Range::new_from_bounds(spent, charged)), span);
    Fits { counter, limit, ok, charged, emit }
}

/// Replaces a counted loop of at most `trip.count` = C iterations per entry (it may stop early)
/// by
/// ```text
/// _wh_free_k = C <= B && counter <= B - C;   // the whole bound fits in what is left
/// if (_wh_free_k) { counter += C; }
/// loop { <leading condition> if (_wh_free_k) {} else { <check> } ... }
/// if (_wh_free_k) { counter = counter - C + min(n + 1, C); }   // the refund
/// ```
/// where n = |v − v₀| / |s| is how far its counter v moved (the per-iteration check sits behind
/// the flag via [`check_unless_free`]; each `return` inside the loop gets the refund too, via
/// [`before_returns`]). Leaving through its condition, v moved C steps and the loop ran C
/// iterations; through a `break` or `return` in iteration n, v moved n steps and it ran n + 1.
/// Either way the refund leaves the counter where the per-iteration checks would have (the loop
/// holds no loop, so nothing else charges while it runs), and the loop takes the free path only
/// when those checks could not have cut it: the same results, the same cuts, no check per
/// iteration. (A cut of an earlier loop leaves the counter at B + 1, so the flag is false and
/// the loop is checked, and cut, at its first iteration.)
fn charge_if_fits(
    exprs: &mut Arena<Expression>,
    g: &Globals,
    barrier: bool,
    trip: &counted::Trip,
    free: Handle<LocalVariable>,
    lp: Statement,
    span: Span,
) -> Block {
    let flag = exprs.append(Expression::LocalVariable(free), span);
    let f = fits(exprs, g, barrier, trip.count, span);
    let mut pay = Block::new();
    pay.push(Statement::Store { pointer: f.counter, value: f.charged }, span);
    let mut block = f.emit;
    block.push(Statement::Store { pointer: flag, value: f.ok }, span);
    block.push(Statement::If { condition: f.ok, accept: pay, reject: Block::new() }, span);
    block.push(lp, span);
    let after = refund(exprs, g, barrier, free, trip, span);
    block.extend_block(after);
    block
}

/// `if (free) {} else { <check> }`: the per-iteration check of a bounded loop, skipped when its
/// whole bound was charged on entry.
fn check_unless_free(
    exprs: &mut Arena<Expression>,
    g: &Globals,
    barrier: bool,
    free: Handle<LocalVariable>,
    span: Span,
) -> Block {
    let flag = exprs.append(Expression::LocalVariable(free), span);
    let is_free = exprs.append(Expression::Load { pointer: flag }, span);
    let mut block = Block::new();
    block.push(Statement::Emit(naga::Range::new_from_bounds(is_free, is_free)), span);
    let checked = check(exprs, g, barrier, span);
    block.push(Statement::If { condition: is_free, accept: Block::new(), reject: checked }, span);
    block
}

/// `if (free) { counter = counter - C + min(n + 1, C); }`, n = |v − v₀| / |s| the steps the
/// loop's counter v has moved (see [`charge_if_fits`]), computed in `u32`: v and v₀ as bits, the
/// difference wrapping (the distance moved is below 2^32).
fn refund(
    exprs: &mut Arena<Expression>,
    g: &Globals,
    barrier: bool,
    free: Handle<LocalVariable>,
    trip: &counted::Trip,
    span: Span,
) -> Block {
    let flag = exprs.append(Expression::LocalVariable(free), span);
    let counter = exprs.append(Expression::GlobalVariable(g.counter(barrier)), span);
    let var = exprs.append(Expression::LocalVariable(trip.var), span);
    let c = exprs.append(Expression::Literal(Literal::U32(trip.count)), span);
    let one = exprs.append(Expression::Literal(Literal::U32(1)), span);
    let up = trip.step >= 0;
    let start = (!up || trip.start_bits() != 0)
        .then(|| exprs.append(Expression::Literal(Literal::U32(trip.start_bits())), span));
    let stride =
        (trip.stride() > 1).then(|| exprs.append(Expression::Literal(Literal::U32(trip.stride())), span));
    let is_free = exprs.append(Expression::Load { pointer: flag }, span);
    let spent = exprs.append(Expression::Load { pointer: counter }, span);
    let v = exprs.append(Expression::Load { pointer: var }, span);
    // A signed counter is compared by its bits, which a wrapping difference turns into the
    // distance.
    let bits = if trip.signed {
        exprs.append(Expression::As { expr: v, kind: ScalarKind::Uint, convert: None }, span)
    } else {
        v
    };
    let moved = match start {
        None => bits,
        Some(start) => {
            let (left, right) = if up { (bits, start) } else { (start, bits) };
            exprs.append(Expression::Binary { op: BinaryOperator::Subtract, left, right }, span)
        }
    };
    let steps = match stride {
        None => moved,
        Some(stride) => {
            exprs.append(Expression::Binary { op: BinaryOperator::Divide, left: moved, right: stride }, span)
        }
    };
    let next = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: steps, right: one }, span);
    let ran = exprs.append(
        Expression::Math { fun: MathFunction::Min, arg: next, arg1: Some(c), arg2: None, arg3: None },
        span,
    );
    let before =
        exprs.append(Expression::Binary { op: BinaryOperator::Subtract, left: spent, right: c }, span);
    let after = exprs.append(Expression::Binary { op: BinaryOperator::Add, left: before, right: ran }, span);
    let mut pay_back = Block::new();
    pay_back.push(Statement::Emit(naga::Range::new_from_bounds(spent, after)), span);
    pay_back.push(Statement::Store { pointer: counter, value: after }, span);
    let mut block = Block::new();
    block.push(Statement::Emit(naga::Range::new_from_bounds(is_free, is_free)), span);
    block.push(Statement::If { condition: is_free, accept: pay_back, reject: Block::new() }, span);
    block
}

/// Puts `make`'s block before every `return` in `block`, at any depth.
fn before_returns(
    block: &mut Block,
    exprs: &mut Arena<Expression>,
    make: &mut impl FnMut(&mut Arena<Expression>, Span) -> Block,
) {
    let mut i = 0;
    while i < block.len() {
        let mut insert = None;
        if let Some((stmt, span)) = block.span_iter_mut().nth(i) {
            match stmt {
                Statement::Return { .. } => insert = Some(span.map(|s| *s).unwrap_or_default()),
                Statement::Block(b) => before_returns(b, exprs, make),
                Statement::If { accept, reject, .. } => {
                    before_returns(accept, exprs, make);
                    before_returns(reject, exprs, make);
                }
                Statement::Switch { cases, .. } => {
                    for c in cases.iter_mut() {
                        before_returns(&mut c.body, exprs, make);
                    }
                }
                Statement::Loop { body, continuing, .. } => {
                    before_returns(body, exprs, make);
                    before_returns(continuing, exprs, make);
                }
                _ => {}
            }
        }
        if let Some(span) = insert {
            let r = make(exprs, span);
            let n = r.len();
            block.splice(i..i, r);
            i += n;
        }
        i += 1;
    }
}

/// Bounds every loop of `module`, with the flag and budget in bind group `group`. A module
/// without loops is left unchanged (it is bounded already).
pub fn bound_loops(module: &mut Module, group: u32) -> LoopCounts {
    let mut counts = LoopCounts::default();
    if count_loops(module) == 0 {
        return counts;
    }
    let barrier_fns = barrier_functions(module);
    let looping_fns = looping_functions(module);
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
        let mut w = Walk {
            g: &g,
            barrier_fns: &barrier_fns,
            looping_fns: &looping_fns,
            trips,
            next_loop: 0,
            locals: &mut f.local_variables,
            counts: &mut counts,
        };
        rewrite(&mut f.body, &mut f.expressions, &mut w);
        if entry_point {
            report_at_returns(&mut f.body, &mut f.expressions, &g);
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

    /// Every function of `module`, entry points last.
    fn all_functions(module: &Module) -> impl Iterator<Item = &Function> {
        let functions = module.functions.iter().map(|(_, f)| f);
        functions.chain(module.entry_points.iter().map(|ep| &ep.function))
    }

    /// Whether `e` is `C <= _wh_budget` (a load of it), and C.
    fn fits_budget(module: &Module, f: &Function, e: Handle<Expression>) -> Option<u32> {
        let named =
            |g: Handle<GlobalVariable>| module.global_variables[g].name.as_deref() == Some("_wh_budget");
        if let Expression::Binary { op: BinaryOperator::LessEqual, left, right } = f.expressions[e]
            && let Expression::Literal(Literal::U32(c)) = f.expressions[left]
            && let Expression::Load { pointer } = f.expressions[right]
            && matches!(f.expressions[pointer], Expression::GlobalVariable(g) if named(g))
        {
            return Some(c);
        }
        None
    }

    /// The name of the local `e` points at, when it is one.
    fn local_name(f: &Function, e: Handle<Expression>) -> Option<&str> {
        match f.expressions[e] {
            Expression::LocalVariable(v) => f.local_variables[v].name.as_deref(),
            _ => None,
        }
    }

    /// The bounded loops' flags: for every store `_wh_free_k = C <= B && ...`, the local's
    /// name and C.
    fn bounded(module: &Module) -> Vec<(String, u32)> {
        let mut out = Vec::new();
        for f in all_functions(module) {
            scan_block(&f.body, &mut |s| {
                if let Statement::Store { pointer, value } = *s
                    && let Some(name) = local_name(f, pointer).filter(|n| n.starts_with("_wh_free"))
                    && let Expression::Binary { op: BinaryOperator::LogicalAnd, left, .. } =
                        f.expressions[value]
                    && let Some(c) = fits_budget(module, f, left)
                {
                    out.push((name.to_string(), c));
                }
            });
        }
        out
    }

    /// The trip counts charged to exact loops: the C of every `C <= _wh_budget` the rewrite
    /// wrote, but for the bounded loops' flags.
    fn charged(module: &Module) -> Vec<u32> {
        let mut out = Vec::new();
        for f in all_functions(module) {
            let mut flagged = HashSet::new();
            scan_block(&f.body, &mut |s| {
                if let Statement::Store { value, .. } = *s
                    && let Expression::Binary { op: BinaryOperator::LogicalAnd, left, .. } =
                        f.expressions[value]
                {
                    flagged.insert(left);
                }
            });
            for (h, _) in f.expressions.iter() {
                if !flagged.contains(&h)
                    && let Some(c) = fits_budget(module, f, h)
                {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The per-iteration checks behind a flag: the names of the locals of every
    /// `if (_wh_free_k) {} else { <check> }` (a check ends in a `break`).
    fn checks_behind_flags(module: &Module) -> Vec<String> {
        let mut out = Vec::new();
        for f in all_functions(module) {
            scan_block(&f.body, &mut |s| {
                if let Statement::If { condition, accept, reject } = s
                    && accept.is_empty()
                    && let Expression::Load { pointer } = f.expressions[*condition]
                    && let Some(name) = local_name(f, pointer).filter(|n| n.starts_with("_wh_free"))
                    && reject.iter().any(|s| matches!(s, Statement::If { accept, .. } if accept.iter().any(|s| matches!(s, Statement::Break))))
                {
                    out.push(name.to_string());
                }
            });
        }
        out
    }

    fn scan_block(b: &Block, f: &mut impl FnMut(&Statement)) {
        for s in b.iter() {
            f(s);
            match s {
                Statement::Block(b) => scan_block(b, f),
                Statement::If { accept, reject, .. } => {
                    scan_block(accept, f);
                    scan_block(reject, f);
                }
                Statement::Switch { cases, .. } => cases.iter().for_each(|c| scan_block(&c.body, f)),
                Statement::Loop { body, continuing, .. } => {
                    scan_block(body, f);
                    scan_block(continuing, f);
                }
                _ => {}
            }
        }
    }

    const OUT: &str = "@group(0) @binding(0) var<storage, read_write> out: array<u32>;\n";

    fn kernel(body: &str) -> String {
        format!("{OUT}@compute @workgroup_size(1) fn main() {{\n  var s = 0u;\n  {body}\n  out[0] = s;\n}}\n")
    }

    fn counts_of(counts: LoopCounts) -> (u32, u32, u32) {
        (counts.loops, counts.counted, counts.counted_bounded)
    }

    const EARLY: &str = "for (var i = 0u; i < 1000000u; i++) { if (i == 3u) { break; } s += i; }";

    #[test]
    fn loops_that_may_leave_early_are_charged_their_bound_only_when_it_fits() {
        let mut module = parse(&kernel(EARLY));
        let counts = bound_loops(&mut module, 3);
        assert_eq!(counts_of(counts), (1, 0, 1));
        // Not charged unconditionally: the charge of 10^6 sits behind the flag, which a budget
        // of 16384 leaves false, and the per-iteration check runs behind it.
        assert_eq!(charged(&module), Vec::<u32>::new());
        assert_eq!(bounded(&module), vec![("_wh_free_0".to_string(), 1000000)]);
        assert_eq!(checks_behind_flags(&module), vec!["_wh_free_0".to_string()]);
        validate(&module);
        // Without the break it runs exactly its trip count and is charged it, as before.
        let mut module = parse(&kernel(&EARLY.replace("if (i == 3u) { break; } ", "")));
        let counts = bound_loops(&mut module, 3);
        assert_eq!(counts_of(counts), (1, 1, 0));
        assert_eq!(charged(&module), vec![1000000]);
        assert_eq!(bounded(&module), Vec::new());
        validate(&module);
    }

    #[test]
    fn every_bounded_loop_has_a_flag_of_its_own() {
        // Two bounded loops in a row, one in an exact loop (a flag per entry), one in a helper
        // that returns from inside it, one counting an i32 down by 3, and one in a barrier loop.
        let src = format!(
            "{OUT}var<workgroup> w: u32;\n\
             fn find(x: u32) -> u32 {{ for (var k = 0u; k < 64u; k++) {{ if (k * k > x) {{ return k; }} }} return 64u; }}\n\
             @compute @workgroup_size(1) fn main() {{\n  var s = 0u;\n  \
               for (var i = 0u; i < 100u; i++) {{ if (out[i] == 7u) {{ break; }} s += i; }}\n  \
               for (var i = 0u; i < 8u; i++) {{ for (var j = 0u; j < 50u; j++) {{ if (j == s) {{ break; }} s += 1u; }} }}\n  \
               for (var d = 90i; d > -90i; d -= 3i) {{ if (d == i32(s)) {{ break; }} s += 2u; }}\n  \
               s += find(s);\n  \
               for (var b = 0u; b < 4u; b++) {{ workgroupBarrier(); if (w > 3u) {{ break; }} w += 1u; }}\n  \
               out[0] = s;\n}}\n"
        );
        let mut module = parse(&src);
        let counts = bound_loops(&mut module, 3);
        assert_eq!(counts_of(counts), (6, 1, 5));
        assert_eq!(counts.barrier_loops, 1);
        validate(&module);
        let mut flags = bounded(&module);
        flags.sort();
        let want: Vec<_> = [
            ("_wh_free_0", 64),
            ("_wh_free_1", 100),
            ("_wh_free_2", 50),
            ("_wh_free_3", 60),
            ("_wh_free_4", 4),
        ]
        .iter()
        .map(|(n, c)| (n.to_string(), *c))
        .collect();
        assert_eq!(flags, want);
        let mut checks = checks_behind_flags(&module);
        checks.sort();
        assert_eq!(checks, want.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>());
        assert_eq!(charged(&module), vec![8]);
        // The barrier loop's flag reads the uniform counter.
        let ep = &module.entry_points[0].function;
        let uniform = |e: Handle<Expression>| {
            matches!(ep.expressions[e], Expression::Load { pointer }
                if matches!(ep.expressions[pointer], Expression::GlobalVariable(g)
                    if module.global_variables[g].name.as_deref() == Some("_wh_spent_uniform")))
        };
        let mut barrier_flag = None;
        scan_block(&ep.body, &mut |s| {
            if let Statement::Store { pointer, value } = *s
                && let Expression::Binary { op: BinaryOperator::LogicalAnd, right, .. } =
                    ep.expressions[value]
                && let Expression::Binary { left, .. } = ep.expressions[right]
                && uniform(left)
            {
                barrier_flag = local_name(ep, pointer).map(str::to_string);
            }
        });
        assert_eq!(barrier_flag.as_deref(), Some("_wh_free_4"));
    }

    #[test]
    fn bounded_loops_with_a_loop_inside_or_a_break_if_are_checked_per_iteration() {
        for body in [
            // A loop inside: its checks would count iterations the outer charge may never run.
            "for (var i = 0u; i < 100u; i++) { if (s > 7u) { break; } for (var j = 0u; j < 3u; j++) { s += j; } }",
            // A `break if` leaves after the increment, a `break` before it.
            "var i = 0u; loop { if (i >= 8u) { break; } if (s == 5u) { break; } s += 1u; continuing { i++; break if s > 3u; } }",
        ] {
            let mut module = parse(&kernel(body));
            let counts = bound_loops(&mut module, 3);
            assert_eq!(counts.counted_bounded, 0, "{body}");
            assert_eq!(bounded(&module), Vec::new(), "{body}");
            validate(&module);
        }
    }

    #[test]
    fn a_loop_that_never_runs_is_charged_nothing() {
        let src = kernel(
            "for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }\n  \
             for (var j = 7u; j < 12u; j++) { s += j; }\n  \
             for (var k = 9u; k < 3u; k++) { if (s > 1u) { break; } }",
        );
        let mut module = parse(&src);
        let counts = bound_loops(&mut module, 3);
        assert_eq!(counts_of(counts), (3, 3, 0));
        assert_eq!(charged(&module), vec![0, 5, 0]);
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
        assert_eq!(counts_of(counts), (2, 1, 0));
        assert_eq!(charged(m.module()), vec![0]);
        // A loop that breaks after 4 iterations is not charged 10^6 unconditionally.
        let m = guard.check(&kernel(EARLY)).unwrap();
        let counts = m.bounds().expect("rewritten").counts;
        assert_eq!(counts_of(counts), (1, 0, 1));
        assert_eq!(charged(m.module()), Vec::<u32>::new());
        // A condition on a load taken before the loop never changes: rewritten, not trusted.
        let frozen = "var k = 0u; let t = k; for (; t < 8u; k++) { s += 1u; }";
        let m = guard.check(&kernel(frozen)).unwrap();
        assert!(m.rewritten() && m.static_bound().is_none());
        assert_eq!(counts_of(m.bounds().expect("rewritten").counts), (1, 0, 0));
    }

    /// Runs one workgroup of `main` of `src` on the cpu executor with a budget of exactly
    /// `budget`, `out` starting as `input` (at least 16 words); returns whether it was cut, and
    /// `out`.
    fn run_on_cpu(src: &str, budget: u32, input: &[u32]) -> (bool, Vec<u32>) {
        use crate::exec::cpu::{CpuExecutor, CpuOptions};
        use crate::exec::{Access, Executor, ProgramDesc, Tenant};
        let exec = CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).unwrap();
        let budget = LoopBudget { min_iterations: budget, max_iterations: budget, ..LoopBudget::default() };
        let reserved_group = exec.limits().max_bind_groups - 1;
        let guard = Guard::new(GuardPolicy { reserved_group, budget, ..GuardPolicy::default() });
        let module = guard.check(src).unwrap_or_else(|e| panic!("{}", e.describe()));
        assert!(module.rewritten());
        let mut words = input.to_vec();
        words.resize(words.len().max(16), 0);
        let out = exec.create_buffer(&Tenant::shared(), "out", 4 * words.len() as u64).unwrap();
        let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
        exec.write_buffer(&out, 0, &bytes).unwrap();
        let program = exec
            .create_program(&ProgramDesc {
                label: "bounded",
                module: &module,
                entry_point: "main",
                bindings: &[Access::ReadWrite],
                constants: &[],
                serial: false,
            })
            .unwrap();
        let probe = exec.dispatch(&program, &[&out], [1, 1, 1]).unwrap().expect("a probe");
        let cut = crate::exec::block_on(exec.probe(&[&probe])).unwrap()[0];
        (cut, crate::exec::block_on(exec.read_buffer(&out)).unwrap())
    }

    /// The rule: a program within its budget is never cut, one past it always is. A bounded loop
    /// leaves the counter where per-iteration checks would have, so the iterations of every
    /// loop add up exactly: `out[1]` iterations of a dynamic loop after the bounded ones fill
    /// the budget to the last iteration, and one more is cut.
    #[test]
    fn bounded_loops_count_exactly_the_iterations_they_ran() {
        const B: u32 = 16384;
        let find = "fn find(x: u32) -> u32 { for (var k = 0u; k < 9000u; k++) { if (k == x) { return k; } } return 0u; }\n";
        for (what, loops, ran) in [
            // Breaks after 4 iterations of 10^6: does not fit, checked per iteration.
            ("break, over B", "for (var i = 0u; i < 1000000u; i++) { s += 1u; if (i == 3u) { break; } }", 4),
            // Breaks after 4 of 10000: charged 10000, refunded 9996.
            ("break, fits", "for (var i = 0u; i < 10000u; i++) { s += 1u; if (i == 3u) { break; } }", 4),
            // Leaves through its condition.
            (
                "condition",
                "for (var i = 0u; i < 10000u; i++) { s += 1u; if (i == 20000u) { break; } }",
                10000,
            ),
            // A return from a helper's loop, in its 8th iteration.
            ("return", "s += find(7u) - 6u;", 8),
            // i32, counting down by 3 from 90: 90, 87, ..., breaks at 0 (the 31st).
            ("i32 down", "for (var d = 90i; d > -9000i; d -= 3i) { s += 1u; if (d == 0i) { break; } }", 31),
            // Inside an exact loop: each entry charged 50, refunded all but 6; 10 + 10 × 6.
            (
                "in a loop",
                "for (var i = 0u; i < 10u; i++) { for (var j = 0u; j < 50u; j++) { s += 1u; if (j == 5u) { break; } } }",
                70,
            ),
        ] {
            let dynamic = "for (var r = 0u; r < out[1]; r++) { out[2] += 1u; }";
            let src = format!(
                "{OUT}{find}@compute @workgroup_size(1) fn main() {{\n  var s = 0u;\n  {loops}\n  {dynamic}\n  out[0] = s;\n}}\n"
            );
            let (cut, out) = run_on_cpu(&src, B, &[0, B - ran]);
            assert!(!cut, "{what}: cut within the budget");
            assert_eq!(out[2], B - ran, "{what}");
            if what != "in a loop" {
                assert_eq!(out[0], if what == "return" { 1 } else { ran }, "{what}");
            }
            let (cut, _) = run_on_cpu(&src, B, &[0, B - ran + 1]);
            assert!(cut, "{what}: one iteration past the budget was not cut");
        }
    }

    /// The same per invocation where the cpu executor runs invocations as vector lanes: each
    /// lane leaves its bounded loop at an iteration of its own (or through its condition), then
    /// fills the budget with a dynamic loop; one lane going one iteration further is cut.
    #[test]
    fn bounded_loops_count_exactly_in_every_lane() {
        const B: u32 = 16384;
        let src = format!(
            "{OUT}@compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) {{\n  \
               var s = 0u;\n  \
               for (var i = 0u; i < 10000u; i++) {{ s += 1u; if (i == out[64u + l]) {{ break; }} }}\n  \
               for (var r = 0u; r < out[128u + l]; r++) {{ s += 1u; }}\n  \
               out[l] = s;\n}}\n"
        );
        let mut input = vec![0u32; 192];
        for l in 0..64 {
            // Lane 63 never breaks: it leaves through the condition after 10000 iterations.
            let at = if l == 63 { 20000 } else { (l * 157) % 10000 };
            let ran = (at + 1).min(10000);
            input[64 + l as usize] = at;
            input[128 + l as usize] = B - ran;
        }
        let (cut, out) = run_on_cpu(&src, B, &input);
        assert!(!cut, "cut within the budget");
        assert_eq!(&out[..64], &[B; 64]);
        input[128 + 5] += 1;
        let (cut, _) = run_on_cpu(&src, B, &input);
        assert!(cut, "one lane one iteration past the budget was not cut");
    }

    /// A bounded loop whose whole bound fits, run past what is left: checked per iteration and
    /// cut at the budget, as a dynamic loop is.
    #[test]
    fn a_bounded_loop_past_the_budget_is_cut() {
        let src = kernel("for (var i = 0u; i < 1000000u; i++) { s += 1u; if (i == out[1]) { break; } }");
        let (cut, out) = run_on_cpu(&src, 16384, &[0, 16383]);
        assert_eq!((cut, out[0]), (false, 16384));
        let (cut, out) = run_on_cpu(&src, 16384, &[0, 16384]);
        assert_eq!((cut, out[0]), (true, 16384));
        // Fits (charged up front), then a dynamic loop takes the rest and one more.
        let src = kernel(
            "for (var i = 0u; i < 100u; i++) { s += 1u; if (i == out[1]) { break; } }\n  \
             for (var r = 0u; r < out[2]; r++) { s += 1u; }",
        );
        let (cut, _) = run_on_cpu(&src, 16384, &[0, 200, 16384 - 100]);
        assert!(!cut);
        let (cut, _) = run_on_cpu(&src, 16384, &[0, 200, 16384 - 99]);
        assert!(cut);
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
