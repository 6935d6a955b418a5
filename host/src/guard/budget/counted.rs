//! Counted loops: loops whose own condition bounds their trip count, found on naga IR.
//!
//! A loop is counted with trip count C when all of these hold:
//! - its body starts (after `Emit`s) with `if (v < K) {} else { break; }` (or `v <= K` with K
//!   below the type's maximum), the shape `for` and `while` lower to, where `v` is a function
//!   local `u32` or `i32` and `K` a literal or a `const`; C = K (or K + 1), at least 0;
//! - the top level of its continuing block increments `v` by a positive literal, unconditionally;
//! - nothing else in the loop (body or continuing, at any depth) stores to `v`, and no call in
//!   the function takes a pointer to `v`;
//! - for `i32`, every other store to `v` in the function, and its initializer, is a
//!   non-negative literal, so `v` is never negative when the loop is entered.
//!
//! Then every entry of the loop runs at most C iterations, so charging C once before the loop
//! bounds it exactly as a check per iteration would (see the parent module).

use std::collections::HashSet;

use naga::{
    BinaryOperator, Block, Expression, Function, Handle, Literal, LocalVariable, Module, Scalar, Statement,
    TypeInner,
};

/// The static trip count of every loop of `f`, in pre-order (a loop before the loops inside it,
/// body before continuing), as the rewrite walks them.
pub(super) fn trip_counts(module: &Module, f: &Function) -> Vec<Option<u32>> {
    let mut out = Vec::new();
    visit(&f.body, &mut |body, continuing| out.push(trip_count(module, f, body, continuing)));
    out
}

fn visit<'a>(b: &'a Block, cb: &mut impl FnMut(&'a Block, &'a Block)) {
    for s in b.iter() {
        match s {
            Statement::Loop { body, continuing, .. } => {
                cb(body, continuing);
                visit(body, cb);
                visit(continuing, cb);
            }
            Statement::Block(b) => visit(b, cb),
            Statement::If { accept, reject, .. } => {
                visit(accept, cb);
                visit(reject, cb);
            }
            Statement::Switch { cases, .. } => {
                for c in cases {
                    visit(&c.body, cb);
                }
            }
            _ => {}
        }
    }
}

fn literal(e: &Expression) -> Option<i64> {
    match e {
        Expression::Literal(Literal::U32(v)) => Some(i64::from(*v)),
        Expression::Literal(Literal::I32(v)) => Some(i64::from(*v)),
        _ => None,
    }
}

fn constant(module: &Module, f: &Function, e: Handle<Expression>) -> Option<i64> {
    match &f.expressions[e] {
        Expression::Constant(c) => literal(&module.global_expressions[module.constants[*c].init]),
        other => literal(other),
    }
}

fn trip_count(module: &Module, f: &Function, body: &Block, continuing: &Block) -> Option<u32> {
    // The leading condition.
    let first = body.iter().find(|s| !matches!(s, Statement::Emit(_)))?;
    let Statement::If { condition, accept, reject } = first else { return None };
    let is_break = reject.len() == 1 && matches!(reject.iter().next(), Some(Statement::Break));
    if !accept.is_empty() || !is_break {
        return None;
    }
    let Expression::Binary { op, left, right } = f.expressions[*condition] else { return None };
    let Expression::Load { pointer } = f.expressions[left] else { return None };
    let Expression::LocalVariable(v) = f.expressions[pointer] else { return None };
    let var: &LocalVariable = &f.local_variables[v];
    let signed = match module.types[var.ty].inner {
        TypeInner::Scalar(Scalar::U32) => false,
        TypeInner::Scalar(Scalar::I32) => true,
        _ => return None,
    };
    let k = constant(module, f, right)?;
    let max = if signed { i64::from(i32::MAX) } else { i64::from(u32::MAX) };
    let trip = match op {
        BinaryOperator::Less => k,
        BinaryOperator::LessEqual if k < max => k + 1,
        _ => return None,
    };
    let trip = u32::try_from(trip.max(0)).ok()?;

    // Every expression that is a pointer to `v`.
    let ptrs: HashSet<Handle<Expression>> = f
        .expressions
        .iter()
        .filter(|(_, e)| matches!(e, Expression::LocalVariable(x) if *x == v))
        .map(|(h, _)| h)
        .collect();
    if signed
        && let Some(init) = var.init
        && literal(&f.expressions[init]).is_none_or(|x| x < 0)
    {
        return None;
    }
    // At least one unconditional increment at the top of the continuing block.
    let is_increment = |value: Handle<Expression>| match f.expressions[value] {
        Expression::Binary { op: BinaryOperator::Add, left, right } => {
            matches!(f.expressions[left], Expression::Load { pointer } if ptrs.contains(&pointer))
                && literal(&f.expressions[right]).is_some_and(|x| x > 0)
        }
        _ => false,
    };
    let top_increments = continuing
        .iter()
        .filter(|s| matches!(s, Statement::Store { pointer, value } if ptrs.contains(pointer) && is_increment(*value)))
        .count();
    if top_increments == 0 {
        return None;
    }
    let mut ok = true;
    // Inside the loop: no store to `v` but the top-level increments.
    scan(body, &mut |s| ok &= !stores_to(s, &ptrs));
    for s in continuing.iter() {
        match s {
            Statement::Store { pointer, value } if ptrs.contains(pointer) => ok &= is_increment(*value),
            other => scan_one(other, &mut |s| ok &= !stores_to(s, &ptrs)),
        }
    }
    // In the whole function: no call takes `v`'s address; for i32, every store but this loop's
    // own increments is a literal >= 0.
    let own: HashSet<*const Statement> = continuing.iter().map(|s| s as *const Statement).collect();
    scan(&f.body, &mut |s| match s {
        Statement::Call { arguments, .. } => ok &= !arguments.iter().any(|a| ptrs.contains(a)),
        Statement::Store { pointer, value } if signed && ptrs.contains(pointer) => {
            let mine = own.contains(&(s as *const Statement));
            ok &= mine || literal(&f.expressions[*value]).is_some_and(|x| x >= 0);
        }
        _ => {}
    });
    ok.then_some(trip)
}

fn stores_to(s: &Statement, ptrs: &HashSet<Handle<Expression>>) -> bool {
    matches!(s, Statement::Store { pointer, .. } if ptrs.contains(pointer))
}

/// Calls `f` on every statement of `b`, at any depth.
fn scan(b: &Block, f: &mut impl FnMut(&Statement)) {
    for s in b.iter() {
        scan_one(s, f);
    }
}

fn scan_one(s: &Statement, f: &mut impl FnMut(&Statement)) {
    f(s);
    match s {
        Statement::Block(b) => scan(b, f),
        Statement::If { accept, reject, .. } => {
            scan(accept, f);
            scan(reject, f);
        }
        Statement::Switch { cases, .. } => {
            for c in cases {
                scan(&c.body, f);
            }
        }
        Statement::Loop { body, continuing, .. } => {
            scan(body, f);
            scan(continuing, f);
        }
        _ => {}
    }
}

/// The most loop iterations one invocation of any entry point can run, when every loop in the
/// module is counted: per loop, trip count × (1 + what its body and continuing cost); calls add
/// the callee's cost; `if` takes both branches' maximum, `switch` the sum of its cases. `None`
/// when any loop is not counted (or a call cannot be resolved), or on overflow.
pub fn worst_case(module: &Module) -> Option<u64> {
    let mut callee_costs: Vec<Option<u64>> = Vec::with_capacity(module.functions.len());
    for (_, f) in module.functions.iter() {
        let trips = trip_counts(module, f);
        let mut next = 0;
        callee_costs.push(block_cost(&f.body, &trips, &mut next, &callee_costs));
    }
    module.entry_points.iter().try_fold(0u64, |worst, ep| {
        let trips = trip_counts(module, &ep.function);
        let mut next = 0;
        Some(worst.max(block_cost(&ep.function.body, &trips, &mut next, &callee_costs)?))
    })
}

/// Walks `b` in the same pre-order as [`trip_counts`] (so `next` indexes `trips`).
fn block_cost(b: &Block, trips: &[Option<u32>], next: &mut usize, callees: &[Option<u64>]) -> Option<u64> {
    let mut total = 0u64;
    for s in b.iter() {
        let cost = match s {
            Statement::Loop { body, continuing, .. } => {
                let trip = trips.get(*next).copied().flatten();
                *next += 1;
                let inner = block_cost(body, trips, next, callees)?
                    .checked_add(block_cost(continuing, trips, next, callees)?)?;
                u64::from(trip?).checked_mul(inner.checked_add(1)?)?
            }
            Statement::Block(b) => block_cost(b, trips, next, callees)?,
            Statement::If { accept, reject, .. } => {
                let a = block_cost(accept, trips, next, callees)?;
                a.max(block_cost(reject, trips, next, callees)?)
            }
            Statement::Switch { cases, .. } => {
                let mut sum = 0u64;
                for c in cases {
                    sum = sum.checked_add(block_cost(&c.body, trips, next, callees)?)?;
                }
                sum
            }
            Statement::Call { function, .. } => callees.get(function.index()).copied().flatten()?,
            _ => 0,
        };
        total = total.checked_add(cost)?;
    }
    Some(total)
}
