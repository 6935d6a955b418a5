//! Counted loops: loops whose own condition bounds their trip count, found on naga IR.
//!
//! A loop is counted with trip count C when all of these hold:
//! - its body starts (after `Emit`s) with `if (c) {} else { break; }`, the shape `for` and `while`
//!   lower to, or with `if (c) { break; }` (c is then the exit condition, and its negation the
//!   loop's); the loop's condition compares `v` with `K` by `<`, `<=`, `>` or `>=`, either way
//!   round (`K > v` is `v < K`), where `v` is a function-local `u32` or `i32` and `K` a literal or
//!   a `const` of `v`'s type. The load of `v` (and the comparison) must be emitted by those
//!   leading `Emit`s, so that `v` is read at the top of every iteration: after `let t = v;`,
//!   `for (; t < K; v++)` compares a value read once, before the loop, and never ends;
//! - the top level of its continuing block stores `v + s`, `s + v` or `v - s` into `v`, `s` a
//!   literal or a `const` (an `i32` `v + -2i` steps by −2), its load of `v` emitted in the
//!   continuing block before that store; and this one increment is the only store to `v` in the
//!   loop (body or continuing, at any depth). A loop with two increments, or one that also
//!   changes `v` in its body, is not counted: exactly one keeps the arithmetic below exact;
//! - no call, atomic or cooperative store anywhere in the function takes a pointer to `v`;
//! - `v`'s value on entry, v₀, is known exactly. Following the function forward to the loop
//!   through the blocks, `if`s and `switch`es around it (never across a loop boundary: a loop
//!   inside a loop is entered again with whatever the last entry left), the last store to `v` must
//!   be a store of a literal, a `const` or a zero (`var j: u32;` inside a loop stores one), at the
//!   top level of one of those blocks or of a plain `{ }` block before the loop (which runs
//!   straight through); a store to `v` inside an earlier `if`, `switch` or loop makes it unknown.
//!   With no store before it, a loop outside every loop starts from `v`'s initializer when that is
//!   a literal or a `const` (naga's WGSL front end makes a constant initializer outside any loop
//!   the variable's `init`, every other one a store); a `var` without an initializer is not
//!   followed;
//! - C is exact, computed without overflow: with vₙ₊₁ = vₙ + s, C is the least n whose vₙ fails
//!   the condition. When v₀ fails it, C = 0, whatever the step. Otherwise the step must move
//!   toward K (s > 0 for `<` and `<=`, s < 0 for `>` and `>=`; a step of 0 or away never ends),
//!   v_C, the value after the last iteration's step, must lie in the type's range (past it the
//!   step wraps and the loop runs on: `i <= 4294967295u` never exits), and C must fit a `u32`.
//!
//! Such a loop runs at most C iterations per entry, and *exactly* C when nothing else leaves it:
//! no `break` of this loop other than the leading condition's (a nested loop's or `switch`'s own
//! `break` stays inside; `continue` goes to the continuing block), no `return` or `discard`
//! anywhere in it (nested loops included), no `break if`; or when C = 0 (the condition fails at
//! once, whatever else the loop holds). The rewrite charges C up front, and keeps it, only for
//! exact loops. A loop that may stop early is charged C only when C fits in what is left, and
//! refunded what it did not run when it leaves: the refund reads how far `v` moved from v₀ by
//! steps of s, which is why a [`Trip`] carries `v`, v₀ and s (see `charge_if_fits` in the
//! parent module, and the module docs there for which of those loops qualify). Keeping C from a
//! loop that may stop early could cut a program that stays within its budget. [`worst_case`]
//! uses every counted loop, exact or not, since it needs only an upper bound.
//!
//! The analysis is one forward walk per function (what is known of each local, per loop level,
//! undone between branches) and a scan of each loop that passes the first checks, so it costs
//! about the module's size times its loop nesting depth, however many loops there are.

use std::collections::{HashMap, HashSet};

use naga::{
    BinaryOperator, Block, Expression, Function, Handle, Literal, LocalVariable, Module, Scalar, Statement,
    TypeInner,
};

/// A counted loop's trip count, and its counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Trip {
    /// The iterations of every entry that runs until its own condition fails.
    pub count: u32,
    /// Whether every entry runs exactly `count` iterations: the condition is the only way out,
    /// or `count` is 0 (the condition fails at once, whatever else the loop holds). Otherwise
    /// at most `count`.
    pub exact: bool,
    /// The counter `v`, stored only by the loop's one increment.
    pub var: Handle<LocalVariable>,
    /// v₀, `v`'s value on entry (an `i32` or `u32` value).
    pub start: i64,
    /// The step s added to `v` by each iteration's increment (nonzero when `count` > 0).
    pub step: i64,
    /// Whether `v` is an `i32` (else a `u32`).
    pub signed: bool,
}

impl Trip {
    /// v₀ as the bits of a `u32` (an `i32`'s two's complement).
    pub fn start_bits(&self) -> u32 {
        self.start as u32
    }

    /// |s| as a `u32` (at most 2^31 for an `i32`, 2^32 − 1 for a `u32`).
    pub fn stride(&self) -> u32 {
        u32::try_from(self.step.unsigned_abs()).unwrap_or(u32::MAX)
    }
}

/// The trip count of every loop of `f`, in pre-order (a loop before the loops inside it, body
/// before continuing), as the rewrite walks them; `None` for a loop that is not counted.
pub(super) fn trip_counts(module: &Module, f: &Function) -> Vec<Option<Trip>> {
    let mut walk = Walk {
        module,
        f,
        escaped: escaped(f),
        levels: vec![HashMap::new()],
        undo: Vec::new(),
        trips: Vec::new(),
    };
    walk.block(&f.body);
    walk.trips
}

/// A `u32` or `i32` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Int {
    signed: bool,
    value: i64,
}

/// A loop condition `v op K`, as the condition under which the loop goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    fn of(op: BinaryOperator) -> Option<Cmp> {
        match op {
            BinaryOperator::Less => Some(Cmp::Lt),
            BinaryOperator::LessEqual => Some(Cmp::Le),
            BinaryOperator::Greater => Some(Cmp::Gt),
            BinaryOperator::GreaterEqual => Some(Cmp::Ge),
            _ => None,
        }
    }

    /// `K op v` as `v op' K`.
    fn swapped(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Gt,
            Cmp::Le => Cmp::Ge,
            Cmp::Gt => Cmp::Lt,
            Cmp::Ge => Cmp::Le,
        }
    }

    /// `!(v op K)` as `v op' K`.
    fn negated(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Ge,
            Cmp::Le => Cmp::Gt,
            Cmp::Gt => Cmp::Le,
            Cmp::Ge => Cmp::Lt,
        }
    }

    fn holds(self, v: i128, k: i128) -> bool {
        match self {
            Cmp::Lt => v < k,
            Cmp::Le => v <= k,
            Cmp::Gt => v > k,
            Cmp::Ge => v >= k,
        }
    }
}

/// The exact number of iterations of a loop that goes on while `v cmp k`, from `start` by
/// `step`, for a type of range `range`: `None` when it never ends, would wrap or does not fit a
/// `u32` (see the module docs).
fn exact_count(start: i64, cmp: Cmp, k: i64, step: i64, range: (i64, i64)) -> Option<u32> {
    let (start, k, step) = (i128::from(start), i128::from(k), i128::from(step));
    let (min, max) = (i128::from(range.0), i128::from(range.1));
    if !(min..=max).contains(&start) || !(min..=max).contains(&k) {
        return None;
    }
    if !cmp.holds(start, k) {
        return Some(0);
    }
    let toward = match cmp {
        Cmp::Lt | Cmp::Le => step > 0,
        Cmp::Gt | Cmp::Ge => step < 0,
    };
    if !toward {
        return None;
    }
    // The condition holds at `start`, so `dist` >= 0 (> 0 for a strict one) and `d` > 0.
    let (dist, d) = ((k - start).abs(), step.abs());
    let trip = match cmp {
        Cmp::Lt | Cmp::Gt => (dist + d - 1) / d,
        Cmp::Le | Cmp::Ge => dist / d + 1,
    };
    let last = start + trip * step;
    if !(min..=max).contains(&last) {
        return None;
    }
    u32::try_from(trip).ok()
}

/// Locals whose address a statement other than a plain store takes (a call argument, an atomic,
/// a cooperative store): what happens to them is not followed.
fn escaped(f: &Function) -> HashSet<Handle<LocalVariable>> {
    let mut out = HashSet::new();
    let mut note = |e: Handle<Expression>| {
        if let Ok(Expression::LocalVariable(v)) = f.expressions.try_get(e) {
            out.insert(*v);
        }
    };
    scan(&f.body, &mut |s| match s {
        Statement::Call { arguments, .. } => arguments.iter().for_each(|a| note(*a)),
        Statement::Atomic { pointer, .. } => note(*pointer),
        Statement::CooperativeStore { target, .. } => note(*target),
        _ => {}
    });
    out
}

/// The forward walk over one function.
struct Walk<'a> {
    module: &'a Module,
    f: &'a Function,
    /// Locals never counted (see [`escaped`]).
    escaped: HashSet<Handle<LocalVariable>>,
    /// What is known of locals at the current point: one map per loop level (the function's
    /// body, then each loop body or continuing block around the point), `Some` a known value,
    /// `None` unknown. A local absent from the function's level holds its initializer; absent
    /// from a loop's level it is unknown (an iteration may start from any earlier one).
    levels: Vec<HashMap<Handle<LocalVariable>, Option<Int>>>,
    /// Earlier entries of the innermost level, to undo a branch before its sibling runs.
    undo: Vec<(Handle<LocalVariable>, Option<Option<Int>>)>,
    trips: Vec<Option<Trip>>,
}

impl Walk<'_> {
    /// Walks `b`, following what it stores, and returns the locals it stores to at any depth.
    fn block(&mut self, b: &Block) -> HashSet<Handle<LocalVariable>> {
        let mut stored = HashSet::new();
        for s in b.iter() {
            match s {
                Statement::Store { pointer, value } => {
                    if let Some(v) = self.local(*pointer) {
                        self.set(v, self.int(*value));
                        stored.insert(v);
                    }
                }
                // A plain block runs straight through: what it leaves is known after it.
                Statement::Block(inner) => stored.extend(self.block(inner)),
                Statement::If { accept, reject, .. } => {
                    let mut both = self.branch(accept);
                    both.extend(self.branch(reject));
                    self.forget(&both);
                    stored.extend(both);
                }
                Statement::Switch { cases, .. } => {
                    let mut all = HashSet::new();
                    // Stored by the cases that fall through into the next one.
                    let mut falling = HashSet::new();
                    for c in cases {
                        let mark = self.undo.len();
                        self.forget(&falling);
                        let mine = self.block(&c.body);
                        self.rollback(mark);
                        if !c.fall_through {
                            falling.clear();
                        }
                        falling.extend(mine.iter().copied());
                        all.extend(mine);
                    }
                    self.forget(&all);
                    stored.extend(all);
                }
                Statement::Loop { body, continuing, break_if } => {
                    let trip = self.trip(body, continuing, break_if.is_some());
                    self.trips.push(trip);
                    let mut both = self.loop_level(body);
                    both.extend(self.loop_level(continuing));
                    self.forget(&both);
                    stored.extend(both);
                }
                _ => {}
            }
        }
        stored
    }

    /// Walks one branch of an `if` or `switch` and undoes what it stored.
    fn branch(&mut self, b: &Block) -> HashSet<Handle<LocalVariable>> {
        let mark = self.undo.len();
        let stored = self.block(b);
        self.rollback(mark);
        stored
    }

    /// Walks a loop's body or continuing block on a level of its own, where nothing is known.
    fn loop_level(&mut self, b: &Block) -> HashSet<Handle<LocalVariable>> {
        let mark = self.undo.len();
        self.levels.push(HashMap::new());
        let stored = self.block(b);
        self.levels.pop();
        self.undo.truncate(mark);
        stored
    }

    fn set(&mut self, v: Handle<LocalVariable>, value: Option<Int>) {
        if let Some(level) = self.levels.last_mut() {
            let old = level.insert(v, value);
            self.undo.push((v, old));
        }
    }

    fn forget(&mut self, vars: &HashSet<Handle<LocalVariable>>) {
        for v in vars {
            self.set(*v, None);
        }
    }

    fn rollback(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let Some((v, old)) = self.undo.pop() else { return };
            let Some(level) = self.levels.last_mut() else { return };
            match old {
                Some(old) => level.insert(v, old),
                None => level.remove(&v),
            };
        }
    }

    /// `v`'s value here, when known.
    fn known(&self, v: Handle<LocalVariable>) -> Option<Int> {
        match self.levels.last()?.get(&v) {
            Some(value) => *value,
            None if self.levels.len() == 1 => self.int(self.f.local_variables.try_get(v).ok()?.init?),
            None => None,
        }
    }

    fn expr(&self, e: Handle<Expression>) -> Option<&Expression> {
        self.f.expressions.try_get(e).ok()
    }

    /// The local `e` points at, when it is a local variable itself.
    fn local(&self, e: Handle<Expression>) -> Option<Handle<LocalVariable>> {
        match self.expr(e)? {
            Expression::LocalVariable(v) => Some(*v),
            _ => None,
        }
    }

    /// The local whose load `e` is.
    fn load_of(&self, e: Handle<Expression>) -> Option<Handle<LocalVariable>> {
        match self.expr(e)? {
            Expression::Load { pointer } => self.local(*pointer),
            _ => None,
        }
    }

    /// The value of `e` when it is a `u32`/`i32` literal, a `const` holding one, or a zero.
    fn int(&self, e: Handle<Expression>) -> Option<Int> {
        match self.expr(e)? {
            Expression::Constant(c) => {
                let init = self.module.constants.try_get(*c).ok()?.init;
                literal(self.module.global_expressions.try_get(init).ok()?)
            }
            Expression::ZeroValue(ty) => signedness(&self.module.types.get_handle(*ty).ok()?.inner)
                .map(|signed| Int { signed, value: 0 }),
            other => literal(other),
        }
    }

    /// The trip count of the loop with `body` and `continuing`, entered here.
    fn trip(&self, body: &Block, continuing: &Block, break_if: bool) -> Option<Trip> {
        // The leading condition, read in the leading `Emit`s.
        let at = body.iter().position(|s| !matches!(s, Statement::Emit(_)))?;
        let leading = body.get(..at)?;
        let Some(Statement::If { condition, accept, reject }) = body.get(at) else { return None };
        let is_break = |b: &Block| b.len() == 1 && matches!(b.first(), Some(Statement::Break));
        let exit_on_true = match (accept.is_empty(), reject.is_empty()) {
            (true, false) if is_break(reject) => false,
            (false, true) if is_break(accept) => true,
            _ => return None,
        };
        let Expression::Binary { op, left, right } = *self.expr(*condition)? else { return None };
        let cmp = Cmp::of(op)?;
        let (load, k, cmp) = match self.load_of(left) {
            Some(_) => (left, right, cmp),
            None => (right, left, cmp.swapped()),
        };
        let cmp = if exit_on_true { cmp.negated() } else { cmp };
        let v = self.load_of(load)?;
        if !emitted(leading, load) || !emitted(leading, *condition) || self.escaped.contains(&v) {
            return None;
        }
        let var = self.f.local_variables.try_get(v).ok()?;
        let signed = signedness(&self.module.types.get_handle(var.ty).ok()?.inner)?;
        let range =
            if signed { (i64::from(i32::MIN), i64::from(i32::MAX)) } else { (0, i64::from(u32::MAX)) };
        let typed = |x: Int| (x.signed == signed).then_some(x.value);
        let k = typed(self.int(k)?)?;
        let start = typed(self.known(v)?)?;
        if self.stores(body, v) != 0 {
            return None;
        }
        let step = typed(self.step(continuing, v)?)?;
        let count = exact_count(start, cmp, k, step, range)?;
        let rest = body.get(at + 1..)?;
        let exact = count == 0 || (!break_if && !exits(rest, true) && !exits(continuing, true));
        Some(Trip { count, exact, var: v, start, step, signed })
    }

    /// How many stores to `v` `b` holds, at any depth.
    fn stores(&self, b: &Block, v: Handle<LocalVariable>) -> usize {
        let mut n = 0usize;
        scan(b, &mut |s| {
            if let Statement::Store { pointer, .. } = s
                && self.local(*pointer) == Some(v)
            {
                n += 1;
            }
        });
        n
    }

    /// The step of `v`'s one increment, the only store to `v` in the loop: a top-level store of
    /// `v + s`, `s + v` or `v - s` in `continuing`, its load of `v` emitted there before it.
    fn step(&self, continuing: &Block, v: Handle<LocalVariable>) -> Option<Int> {
        if self.stores(continuing, v) != 1 {
            return None;
        }
        let at = continuing
            .iter()
            .position(|s| matches!(s, Statement::Store { pointer, .. } if self.local(*pointer) == Some(v)))?;
        let Some(Statement::Store { value, .. }) = continuing.get(at) else { return None };
        let before = continuing.get(..at)?;
        let Expression::Binary { op, left, right } = *self.expr(*value)? else { return None };
        let (load, s, negate) = match op {
            BinaryOperator::Add if self.load_of(left) == Some(v) => (left, right, false),
            BinaryOperator::Add if self.load_of(right) == Some(v) => (right, left, false),
            BinaryOperator::Subtract if self.load_of(left) == Some(v) => (left, right, true),
            _ => return None,
        };
        if !emitted(before, load) || !emitted(before, *value) {
            return None;
        }
        let Int { signed, value: s } = self.int(s)?;
        Some(Int { signed, value: if negate { s.checked_neg()? } else { s } })
    }
}

/// Whether `b` can leave the loop around it other than through its end: a `break` of that loop
/// (when `own_breaks`), a `return` or a `discard`, at any depth; a nested loop's or `switch`'s
/// own `break` stays inside, but a `return` there still leaves.
fn exits(b: &[Statement], own_breaks: bool) -> bool {
    b.iter().any(|s| match s {
        Statement::Break => own_breaks,
        Statement::Return { .. } | Statement::Kill => true,
        Statement::Block(b) => exits(b, own_breaks),
        Statement::If { accept, reject, .. } => exits(accept, own_breaks) || exits(reject, own_breaks),
        Statement::Switch { cases, .. } => cases.iter().any(|c| exits(&c.body, false)),
        Statement::Loop { body, continuing, .. } => exits(body, false) || exits(continuing, false),
        _ => false,
    })
}

/// Whether one of the `Emit`s among `stmts` (top level) evaluates `e`.
fn emitted(stmts: &[Statement], e: Handle<Expression>) -> bool {
    let Ok(i) = u32::try_from(e.index()) else { return false };
    stmts.iter().any(|s| matches!(s, Statement::Emit(r) if r.index_range().contains(&i)))
}

fn literal(e: &Expression) -> Option<Int> {
    match e {
        Expression::Literal(Literal::U32(v)) => Some(Int { signed: false, value: i64::from(*v) }),
        Expression::Literal(Literal::I32(v)) => Some(Int { signed: true, value: i64::from(*v) }),
        _ => None,
    }
}

/// `Some(signed)` for `i32` and `u32`.
fn signedness(ty: &TypeInner) -> Option<bool> {
    match ty {
        TypeInner::Scalar(Scalar::U32) => Some(false),
        TypeInner::Scalar(Scalar::I32) => Some(true),
        _ => None,
    }
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
/// the callee's cost; `if` takes both branches' maximum, `switch` the sum of its cases. A loop
/// that may stop early counts its whole trip count (an upper bound is all this needs). `None`
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
fn block_cost(b: &Block, trips: &[Option<Trip>], next: &mut usize, callees: &[Option<u64>]) -> Option<u64> {
    let mut total = 0u64;
    for s in b.iter() {
        let cost = match s {
            Statement::Loop { body, continuing, .. } => {
                let trip = trips.get(*next).copied().flatten();
                *next += 1;
                let inner = block_cost(body, trips, next, callees)?
                    .checked_add(block_cost(continuing, trips, next, callees)?)?;
                u64::from(trip?.count).checked_mul(inner.checked_add(1)?)?
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A counted loop's trip count and exactness (what most tests compare).
    type Counted = Option<(u32, bool)>;

    /// [`full_trips`]' counts and exactness.
    fn trips_with(prelude: &str, body: &str) -> Vec<Counted> {
        full_trips(prelude, body).into_iter().map(|t| t.map(|t| (t.count, t.exact))).collect()
    }

    /// The trips of the loops of `main`, whose body is `body` (after `var s = 0u;`), in a module
    /// that starts with `prelude` (and `const N = 7u`).
    fn full_trips(prelude: &str, body: &str) -> Vec<Option<Trip>> {
        let main = format!("@compute @workgroup_size(1) fn main() {{\n  var s = 0u;\n{body}\n}}\n");
        let src = format!("const N: u32 = 7u;\n{prelude}\n{main}");
        let module =
            naga::front::wgsl::parse_str(&src).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&src)));
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::default(),
        )
        .validate(&module)
        .unwrap_or_else(|e| panic!("{src}: {e:?}"));
        let ep = module.entry_points.first().expect("main");
        trip_counts(&module, &ep.function)
    }

    fn trips(body: &str) -> Vec<Counted> {
        trips_with("", body)
    }

    fn exact(count: u32) -> Counted {
        Some((count, true))
    }

    fn early(count: u32) -> Counted {
        Some((count, false))
    }

    #[test]
    fn the_count_starts_from_the_entry_value() {
        for (body, want) in [
            // Issue #16 item 14: the condition is false at the start.
            ("for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }", exact(0)),
            ("for (var i = 5u; i < 12u; i++) { s += i; }", exact(7)),
            ("for (var i = -5i; i < 5i; i++) { s += 1u; }", exact(10)),
            ("for (var i = 3u; i <= 3u; i++) { s += 1u; }", exact(1)),
            ("for (var i = 0u; i < 10u; i += 3u) { s += 1u; }", exact(4)),
            ("for (var i = 2u; i < N; i++) { s += 1u; }", exact(5)),
            ("for (var i = 1u; 6u > i; i++) { s += 1u; }", exact(5)),
            // Not a constant: not counted.
            ("for (var i = s; i < 9u; i++) { s += 1u; }", None),
        ] {
            assert_eq!(trips(body), vec![want], "{body}");
        }
    }

    #[test]
    fn empty_ranges_run_zero_times_whatever_the_step() {
        for body in [
            "for (var i = 9u; i < 3u; i++) { s += 1u; }",
            "for (var i = 9u; i < 3u; i--) { s += 1u; }",
            "for (var i = 0u; i > 5u; i += 0u) { s += 1u; }",
            "for (var i = -3i; i >= 0i; i += -1i) { s += 1u; }",
            "for (var i = 4294967295u; i < 4294967295u; i++) { s += 1u; }",
        ] {
            assert_eq!(trips(body), vec![exact(0)], "{body}");
        }
    }

    #[test]
    fn counts_stop_at_the_edges_of_the_types() {
        for (body, want) in [
            // Never exits: the add wraps before `i` passes the bound.
            ("for (var i = 0u; i <= 4294967295u; i++) { s += 1u; }", None),
            ("for (var i: i32 = -2147483648; i <= 2147483647i; i++) { s += 1u; }", None),
            ("for (var i = 0u; i < 4294967295u; i++) { s += 1u; }", exact(u32::MAX)),
            ("for (var i = 0u; i <= 4294967294u; i++) { s += 1u; }", exact(u32::MAX)),
            // The last step would wrap past the bound.
            ("for (var i = 2147483640i; i < 2147483647i; i += 4i) { s += 1u; }", None),
            ("for (var i = 4294967290u; i < 4294967295u; i += 3u) { s += 1u; }", None),
            // The last step lands exactly on the type's maximum: no wrap.
            ("for (var i = 2147483640i; i < 2147483647i; i += 7i) { s += 1u; }", exact(1)),
            ("for (var i = -2147483647i; i > -2147483648; i -= 1i) { s += 1u; }", exact(1)),
            ("for (var i = -2147483647i; i >= -2147483648; i -= 1i) { s += 1u; }", None),
            // A step of 0 or away from the bound never ends.
            ("for (var i = 0u; i < 5u; i += 0u) { s += 1u; }", None),
            ("for (var i = 10i; i > 5i; i++) { s += 1u; }", None),
            ("for (var i = 1u; i < 5u; i--) { s += 1u; }", None),
        ] {
            assert_eq!(trips(body), vec![want], "{body}");
        }
    }

    #[test]
    fn negative_steps_count_down() {
        for (body, want) in [
            ("for (var i = 10i; i > 0i; i -= 1i) { s += 1u; }", exact(10)),
            ("for (var i = 10i; i >= 0i; i -= 3i) { s += 1u; }", exact(4)),
            ("for (var i = 10i; i > -10i; i += -2i) { s += 1u; }", exact(10)),
            ("for (var i = 10i; -10i < i; i += -2i) { s += 1u; }", exact(10)),
            ("for (var i = 10u; i > 0u; i--) { s += 1u; }", exact(10)),
            ("for (var i = 10u; i >= 3u; i -= 4u) { s += 1u; }", exact(2)),
            // 10, 6, 2, then 2 - 4 wraps.
            ("for (var i = 10u; i >= 2u; i -= 4u) { s += 1u; }", None),
            // Counting a u32 down to >= 0 wraps.
            ("for (var i = 10u; i >= 0u; i--) { s += 1u; }", None),
        ] {
            assert_eq!(trips(body), vec![want], "{body}");
        }
    }

    #[test]
    fn the_entry_value_is_followed_through_the_function() {
        for (body, want) in [
            // A nested `for` starts with a store inside the outer loop.
            (
                "for (var i = 0u; i < 4u; i++) { for (var j = 3u; j < 8u; j++) { s += j; } }",
                vec![exact(4), exact(5)],
            ),
            // `var j: u32;` inside a loop stores a zero.
            (
                "for (var i = 0u; i < 2u; i++) { var j: u32; for (; j < 3u; j++) { s += j; } }",
                vec![exact(2), exact(3)],
            ),
            // The last store before the loop wins; a `{ }` block runs straight through.
            ("var k = 0u; k = 5u; for (; k < 8u; k++) { s += 1u; }", vec![exact(3)]),
            ("var k = 1u; { k = 2u; } for (; k < 8u; k++) { s += 1u; }", vec![exact(6)]),
            // Enclosing `if`s and `switch`es are walked up through.
            ("var k = 1u; if (s == 0u) { for (; k < 8u; k++) { s += 1u; } }", vec![exact(7)]),
            (
                "var k = 1u; switch s { case 0u: { for (; k < 8u; k++) { s += 1u; } } default: {} }",
                vec![exact(7)],
            ),
            // Stored by other code between the initializer and the loop: unknown.
            ("var k = 0u; if (s > 0u) { k = 5u; } for (; k < 8u; k++) { s += 1u; }", vec![None]),
            (
                "var k = 0u; switch s { case 0u: { k = 3u; } default: {} } for (; k < 8u; k++) { s += 1u; }",
                vec![None],
            ),
            ("var k = 0u; k = s; for (; k < 8u; k++) { s += 1u; }", vec![None]),
            (
                "var k = 0u; for (var i = 0u; i < 2u; i++) { k = 1u; } for (; k < 8u; k++) { s += 1u; }",
                vec![exact(2), None],
            ),
            // A loop boundary is never crossed: the second entry starts where the first ended.
            (
                "var k = 0u; for (var i = 0u; i < 2u; i++) { for (; k < 8u; k++) { s += 1u; } }",
                vec![exact(2), None],
            ),
            // The condition reads a load taken before the loop: it never changes.
            ("var k = 0u; let t = k; for (; t < 8u; k++) { s += 1u; }", vec![None]),
        ] {
            assert_eq!(trips(body), want, "{body}");
        }
    }

    #[test]
    fn only_one_increment_may_store_the_variable() {
        let bump = "fn bump(p: ptr<function, u32>) { *p += 1u; }";
        for (prelude, body, want) in [
            ("", "var i = 0u; loop { if (i >= 8u) { break; } s += 1u; continuing { i += 2u; } }", exact(4)),
            ("", "var i = 0u; loop { if (i >= 8u) { break; } continuing { i++; i++; } }", None),
            ("", "for (var i = 0u; i < 8u; i++) { i += 1u; }", None),
            ("", "for (var i = 0u; i < 8u; i++) { if (s > 2u) { i = 0u; } }", None),
            ("", "var i = 0u; while (i < 8u) { i++; }", None),
            ("", "var i = 0u; let j = i; loop { if (i >= 8u) { break; } continuing { i = j + 1u; } }", None),
            (bump, "for (var i = 0u; i < 8u; i++) { s += 1u; } var k = 0u; bump(&k);", exact(8)),
            // A call anywhere in the function that takes the address: not counted.
            (bump, "var i = 0u; for (; i < 8u; i++) { s += 1u; } bump(&i);", None),
            (bump, "var i = 0u; bump(&i); i = 0u; for (; i < 8u; i++) { s += 1u; }", None),
        ] {
            assert_eq!(trips_with(prelude, body), vec![want], "{body}");
        }
    }

    #[test]
    fn loops_that_may_leave_early_are_not_exact() {
        for (body, want) in [
            ("for (var i = 0u; i < 1000000u; i++) { if (i == 3u) { break; } }", vec![early(1000000)]),
            ("for (var i = 0u; i < 10u; i++) { if (s > 5u) { return; } s += 1u; }", vec![early(10)]),
            (
                "var i = 0u; loop { if (i >= 8u) { break; } continuing { i++; break if s > 3u; } }",
                vec![early(8)],
            ),
            // A nested loop's own break stays inside it; a return there leaves both.
            (
                "for (var i = 0u; i < 10u; i++) { for (var j = 0u; j < 2u; j++) { if s > 5u { break; } } }",
                vec![exact(10), early(2)],
            ),
            (
                "for (var i = 0u; i < 10u; i++) { for (var j = 0u; j < 2u; j++) { if s > 5u { return; } } }",
                vec![early(10), early(2)],
            ),
            // A switch's break leaves the switch; continue goes to the continuing block.
            (
                "for (var i = 0u; i < 10u; i++) { switch i { case 3u: { break; } default: {} } }",
                vec![exact(10)],
            ),
            ("for (var i = 0u; i < 10u; i++) { if (i == 3u) { continue; } s += 1u; }", vec![exact(10)]),
            // A loop whose condition fails at once runs 0 times, whatever else it holds.
            ("for (var i = 9u; i < 3u; i++) { if (s > 5u) { break; } }", vec![exact(0)]),
        ] {
            assert_eq!(trips(body), want, "{body}");
        }
    }

    #[test]
    fn a_trip_names_its_counter_start_and_step() {
        let t = full_trips("", "for (var i = -5i; i < 7i; i += 3i) { if (s > 2u) { break; } s += 1u; }");
        let t = t.first().copied().flatten().expect("counted");
        assert_eq!((t.count, t.exact, t.start, t.step), (4, false, -5, 3));
        assert_eq!((t.start_bits(), t.stride()), ((-5i32) as u32, 3));
        let t = full_trips("", "for (var i = 13u; i > 1u; i -= 4u) { s += 1u; }");
        let t = t.first().copied().flatten().expect("counted");
        assert_eq!((t.count, t.start, t.step, t.stride()), (3, 13, -4, 4));
    }

    #[test]
    fn the_worst_case_counts_from_the_start_and_takes_early_exits_as_bounds() {
        let src = "@compute @workgroup_size(1) fn main() {\n  var s = 0u;\n  \
                   for (var i = 2147483647i; i <= 30839i; i += 1i) { s += 1u; }\n  \
                   for (var i = 90u; i < 100u; i++) {\n    \
                     for (var j = 0u; j < 5u; j++) { if (s > 9u) { break; } }\n  }\n}\n";
        let module = naga::front::wgsl::parse_str(src).unwrap();
        assert_eq!(worst_case(&module), Some(10 * (1 + 5)));
    }

    /// A `for` loop over `i32` or `u32` with any start, bound, step and comparison: what a real
    /// run (wrapping arithmetic, as WGSL's runtime integers wrap) does, at most `CAP` trips.
    fn simulate(signed: bool, start: i64, cmp: Cmp, k: i64, step: i64) -> Option<u32> {
        const CAP: u32 = 1 << 20;
        let wrap = |v: i64| if signed { i64::from(v as i32) } else { i64::from(v as u32) };
        let (mut v, mut n) = (start, 0u32);
        while cmp.holds(i128::from(v), i128::from(k)) {
            n += 1;
            if n > CAP {
                return None;
            }
            v = wrap(v + step);
        }
        Some(n)
    }

    fn edge_biased(signed: bool) -> impl proptest::strategy::Strategy<Value = i64> {
        use proptest::prelude::*;
        // Literals stay above i32::MIN: `-2147483648i` is not a WGSL literal.
        let (lo, hi) =
            if signed { (i64::from(i32::MIN) + 1, i64::from(i32::MAX)) } else { (0, i64::from(u32::MAX)) };
        prop_oneof![
            lo..=hi,
            (0i64..3000).prop_map(move |d| hi - d),
            (0i64..3000).prop_map(move |d| lo + d),
            -3000i64..3000
        ]
        .prop_map(move |v| v.clamp(lo, hi))
    }

    fn loop_case() -> impl proptest::strategy::Strategy<Value = (bool, i64, usize, i64, i64, bool)> {
        use proptest::prelude::*;
        proptest::bool::ANY.prop_flat_map(|signed| {
            (
                Just(signed),
                edge_biased(signed),
                0usize..4,
                prop_oneof![edge_biased(signed), -4000i64..4000],
                prop_oneof![1i64..8, 1i64..70_000, Just(i64::from(i32::MAX))],
                proptest::bool::ANY,
            )
        })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]

        /// A loop the Guard counts runs exactly that many trips (so a charge never cuts a
        /// program within its budget nor lets one run past it); a loop that ends without
        /// wrapping is counted (so the cheap path is taken where it can be).
        #[test]
        fn counted_trips_match_a_run(case in loop_case()) {
            let (signed, start, op, k, stride, up) = case;
            let (lo, hi) = if signed { (i64::from(i32::MIN) + 1, i64::from(i32::MAX)) } else { (0, i64::from(u32::MAX)) };
            let k = k.clamp(lo, hi);
            let stride = if signed { stride } else { stride.min(i64::from(u32::MAX)) };
            let (cmp, sym) = [(Cmp::Lt, "<"), (Cmp::Le, "<="), (Cmp::Gt, ">"), (Cmp::Ge, ">=")][op];
            let (t, suffix) = if signed { ("i32", "i") } else { ("u32", "u") };
            let (step, update) = if up { (stride, "+=") } else { (-stride, "-=") };
            let body = format!(
                "for (var i: {t} = {start}{suffix}; i {sym} {k}{suffix}; i {update} {stride}{suffix}) {{ s += 1u; }}"
            );
            let got = full_trips("", &body)[0].map(|t| (t.count, t.exact));
            let run = simulate(signed, start, cmp, k, step);
            match (got, run) {
                (Some((count, exact)), Some(n)) => proptest::prop_assert!(exact && count == n, "{body}: counted {count}, ran {n}"),
                (Some((count, exact)), None) => {
                    // Past the simulation's cap: check the closed form itself. The loop holds at
                    // trip count − 1, fails at count, and the counter's last value is in range
                    // (it moves one way, so no step before it wrapped).
                    let at = |j: u32| i128::from(start) + i128::from(j) * i128::from(step);
                    let fits = (i128::from(lo)..=i128::from(hi)).contains(&at(count))
                        || (signed && at(count) == i128::from(lo) - 1);
                    proptest::prop_assert!(
                        exact && count > 0 && fits
                            && cmp.holds(at(count - 1), i128::from(k)) && !cmp.holds(at(count), i128::from(k)),
                        "{body}: counted {count}, which a run does not match"
                    );
                }
                (None, Some(n)) => {
                    // Not counted: sound (checked per iteration), but only where the counter wraps.
                    let wraps = (0..n).any(|j| {
                        let v = start + i64::from(j + 1) * step;
                        !((lo..=hi).contains(&v) || signed && v == lo - 1)
                    });
                    proptest::prop_assert!(wraps, "{body}: runs {n} trips but was not counted");
                }
                (None, None) => {}
            }
        }
    }
}
