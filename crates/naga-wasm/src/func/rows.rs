//! Row specialization of vectorized kernels: bounds tests decided once per row.
//!
//! Most per-vector tests in a kernel compare an index that counts up with
//! `local_invocation_id.x` (an *affine* value: `b, b + 1, b + 2, b + 3` in the lanes, `b` a
//! uniform scalar plus the x id) against a uniform bound: the kernel interface's `x >= n`
//! return and `x < n` accessor tests, and every load or store at an affine index (is the
//! whole vector inside the binding?). Along a row of the workgroup (x from 0 to its size, y
//! and z fixed) such a test is monotone, so its value at the row's two ends decides it for
//! every invocation between.
//!
//! Each row therefore starts with a *probe*: the first vector's code, run without side
//! effects and cut at the first store to memory or loop, that records at every such *site*
//! (compiled before the cut):
//! - an ordered integer compare of an affine value with a uniform one: its values at x = 0
//!   and at x = size − 1 (computed from the same operands, no wrap in between) must agree;
//! - an access at an affine index of 4-byte elements: every index of the row must be inside
//!   the binding; the index at x = 0 is kept (one per affine value).
//!
//! When every site passed and ran once, the row runs the *fast* body: a compare site is the
//! probe's value, uniform (an `if` on it is one branch, a `select` one operand or a mask
//! fixed for the row); an access site is one v128 load or store at the kept index plus x,
//! with no test. Where a compare's use makes one value the likely one along most rows (an
//! exit test `if (x >= n) { return; }`, also under `|` and `!`: false; the condition of a
//! guarded value `select(0, a[x], x < n)`: true), the fast body is compiled with that
//! constant instead (the `if` and the `select` vanish) and the probe also requires it; a row
//! where it is the other one runs checked. (naga lowers `||` and `&&` to `if`s over a local
//! variable; compares under them take the probe's value.) Otherwise the row runs the
//! ordinary (checked) body. Sites are named by the expression and the call statements of
//! the inlined functions around it, so the probe, fast and checked bodies agree on them
//! whatever each compiled differently.
//!
//! Why this is sound: a site sits before any loop and store of the invocation, so its uniform
//! operands are computed from the same inputs (builtins other than the x id, memory the
//! dispatch does not write race-free) in every vector of the row, and equal the probe's.
//! A racy program (one whose invocations read memory that others write in the same
//! dispatch) may see the probe's values where it would have seen others, which is one of
//! the results a race allows; and an access site always uses the probe's verified index, so
//! no access leaves its binding whatever the program does.

use std::collections::{HashMap, HashSet};

use naga::{BinaryOperator as B, Expression, Handle};
use wasm_encoder::{Instruction as I, ValType};

use super::{FnCx, scalar_binop};
use crate::error::Result;
use crate::module::ModuleCx;

/// Which body is being compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum RowBody {
    /// The ordinary body (no row facts).
    Checked,
    /// The row's probe: records sites, stores nothing.
    Probe,
    /// The row's body where every recorded site holds.
    Fast,
}

/// A site the probe recorded.
#[derive(Clone, Copy, Debug)]
enum Site {
    /// A compare whose value along the row is in local `value`; `known`: and is that value,
    /// to compile with (else the row runs checked).
    Compare { value: u32, known: Option<bool> },
    /// An access at an affine index; local `addr` holds the address of the element at x = 0.
    Access { addr: u32 },
}

/// The expression, under the call statements of the inlined functions around it.
type Key = (Vec<usize>, usize);

type Compares = HashSet<Handle<Expression>>;

pub(super) struct Rows {
    pub(super) mode: RowBody,
    /// Invocations per row (the workgroup's x size).
    size: u32,
    /// The x id's local.
    lid_x: u32,
    /// Probe: whether every site holds so far (i32 local), and how many ran.
    ok: u32,
    hits: u32,
    sites: HashMap<Key, Site>,
    /// Probe: past a store or loop (nothing more is compiled).
    cut: bool,
    /// Fast: scalar bool locals of known value.
    known: HashMap<u32, bool>,
    /// Probe: the local keeping the address at x = 0, by binding slot and affine base.
    bases: HashMap<(u32, u32), u32>,
    /// Per function (by address): its exit tests and guard conditions (see `expected`).
    uses: HashMap<usize, (Compares, Compares)>,
}

impl Rows {
    pub(super) fn new(size: u32, lid_x: u32, ok: u32, hits: u32) -> Self {
        Rows {
            mode: RowBody::Probe,
            size,
            lid_x,
            ok,
            hits,
            sites: HashMap::new(),
            cut: false,
            known: HashMap::new(),
            bases: HashMap::new(),
            uses: HashMap::new(),
        }
    }

    /// Trades the x id's local for `other` (the other copy's, see `pairs`).
    pub(super) fn swap_lid(&mut self, other: &mut u32) {
        std::mem::swap(&mut self.lid_x, other);
    }

    /// How many sites the probe recorded.
    pub(super) fn sites(&self) -> usize {
        self.sites.len()
    }

    pub(super) fn ok(&self) -> u32 {
        self.ok
    }

    /// Switches to compiling another body (known values are the fast body's own).
    pub(super) fn set_mode(&mut self, mode: RowBody) {
        self.mode = mode;
        self.known.clear();
    }
}

impl<'m> FnCx<'_, 'm> {
    fn rows(&self) -> Option<&Rows> {
        self.vector_state().and_then(|v| v.rows.as_ref())
    }

    fn rows_mut(&mut self) -> Option<&mut Rows> {
        self.vector_state_mut().and_then(|v| v.rows.as_mut())
    }

    pub(super) fn row_mode(&self) -> RowBody {
        self.rows().map_or(RowBody::Checked, |r| r.mode)
    }

    /// Whether statements are skipped here (the probe is past its cut).
    pub(super) fn row_skip(&self) -> bool {
        self.rows().is_some_and(|r| r.mode == RowBody::Probe && r.cut)
    }

    /// Probe: ends it here (before a store or a loop).
    pub(super) fn row_cut(&mut self) -> Result<()> {
        let end = self.invocation_end()?;
        self.e.code.push(I::Br(end));
        if let Some(r) = self.rows_mut() {
            r.cut = true;
        }
        Ok(())
    }

    fn site_key(&self, h: Handle<Expression>) -> Key {
        let calls = self.vector_state().map(|v| v.call_path()).unwrap_or_default();
        (calls, h.index())
    }

    /// Whether code is compiled where a site may be (the probe before its cut, or the fast
    /// body outside loops).
    fn site_here(&self) -> bool {
        let outside_loops = self.vector_state().is_some_and(|v| v.in_loops == 0);
        match self.rows() {
            Some(r) if r.mode == RowBody::Probe => !r.cut && outside_loops,
            Some(r) if r.mode == RowBody::Fast => outside_loops,
            _ => false,
        }
    }

    /// The known value of a scalar bool local (fast body).
    pub(super) fn known(&self, l: u32) -> Option<bool> {
        self.rows().and_then(|r| r.known.get(&l).copied())
    }

    /// A new scalar local holding `value`, known (fast body).
    pub(super) fn known_const(&mut self, value: bool) -> u32 {
        let l = self.local(ValType::I32);
        self.e.code.extend([I::I32Const(i32::from(value)), I::LocalSet(l)]);
        if let Some(r) = self.rows_mut() {
            r.known.insert(l, value);
        }
        l
    }

    /// Marks `copy` as holding the same known value as `of` (a copied local).
    pub(super) fn known_copy(&mut self, of: u32, copy: u32) {
        if let Some(k) = self.known(of)
            && let Some(r) = self.rows_mut()
        {
            r.known.insert(copy, k);
        }
    }

    /// `ok &= <the i32 on the stack>`.
    fn probe_require(&mut self) {
        let ok = self.rows().map_or(0, |r| r.ok);
        self.e.code.extend([I::LocalGet(ok), I::I32And, I::LocalSet(ok)]);
    }

    fn probe_hit(&mut self, key: Key, site: Site) {
        let Some(r) = self.rows_mut() else { return };
        let hits = r.hits;
        r.sites.insert(key, site);
        self.e.code.extend([I::LocalGet(hits), I::I32Const(1), I::I32Add, I::LocalSet(hits)]);
    }

    /// An ordered integer compare `x op y` (scalar leaves `x`, `y`) at expression `h`, where
    /// one side may be affine and the other uniform. Probe: records it (and emits its test);
    /// fast body: returns the local of its known value when it was recorded.
    pub(super) fn compare_site(
        &mut self,
        h: Handle<Expression>,
        op: B,
        x: u32,
        y: u32,
        signed: bool,
    ) -> Option<u32> {
        if !self.site_here() || !matches!(op, B::Less | B::LessEqual | B::Greater | B::GreaterEqual) {
            return None;
        }
        let (b, left) = match (self.affine_of(x), self.affine_of(y)) {
            (Some(b), None) if !self.is_vec(y) => (b, true),
            (None, Some(b)) if !self.is_vec(x) => (b, false),
            _ => return None,
        };
        let key = self.site_key(h);
        let rows = self.rows()?;
        if rows.mode == RowBody::Fast {
            return match rows.sites.get(&key) {
                Some(&Site::Compare { known: Some(k), .. }) => Some(self.known_const(k)),
                Some(&Site::Compare { value, known: None }) => Some(value),
                _ => None,
            };
        }
        let last = (rows.size - 1) as i32;
        let known = self.expected(h);
        let u = if left { y } else { x };
        let value = self.local(ValType::I32);
        for at in [0, last] {
            let operands = if left {
                [I::LocalGet(b), I::I32Const(at), I::I32Add, I::LocalGet(u)]
            } else {
                [I::LocalGet(u), I::LocalGet(b), I::I32Const(at), I::I32Add]
            };
            self.e.code.extend(operands);
            self.e.code.push(scalar_binop(op, false, signed));
            match (at, known) {
                (0, _) => self.e.code.push(I::LocalTee(value)),
                (_, None) => self.e.code.extend([I::LocalGet(value), I::I32Eq]),
                (_, Some(_)) => {}
            }
            if let Some(k) = known {
                self.e.code.extend([I::I32Const(i32::from(k)), I::I32Eq]);
                self.probe_require();
            } else if at > 0 {
                self.probe_require();
            } else {
                self.e.code.push(I::Drop);
            }
        }
        // No wrap between the ends (the compare is monotone along the row).
        let (most, le) = if signed { (i32::MAX - last, I::I32LeS) } else { (-1 - last, I::I32LeU) };
        self.e.code.extend([I::LocalGet(b), I::I32Const(most), le]);
        self.probe_require();
        self.probe_hit(key, Site::Compare { value, known });
        None
    }

    /// An access at affine index `i` (4-byte elements, no dynamic offset) into binding `slot`
    /// whose last element is local `lim`, at expression `h`. Probe: records it (and emits its
    /// test); fast body: returns the local of lane 0's address (the binding's base included)
    /// when it was recorded.
    pub(super) fn access_site(&mut self, h: Handle<Expression>, slot: u32, i: u32, lim: u32) -> Option<u32> {
        if !self.site_here() {
            return None;
        }
        let b = self.affine_of(i)?;
        let key = self.site_key(h);
        let rows = self.rows()?;
        let (last, lid_x) = ((rows.size - 1) as i32, rows.lid_x);
        if rows.mode == RowBody::Fast {
            let Some(&Site::Access { addr }) = rows.sites.get(&key) else { return None };
            let first = self.local(ValType::I32);
            self.e.code.extend([
                I::LocalGet(addr),
                I::LocalGet(lid_x),
                I::I32Const(2),
                I::I32Shl,
                I::I32Add,
                I::LocalSet(first),
            ]);
            return Some(first);
        }
        // Accesses at one affine value into one binding share its address (computed once).
        let addr = match self.rows().and_then(|r| r.bases.get(&(slot, b)).copied()) {
            Some(l) => l,
            None => {
                let l = self.local(ValType::I32);
                self.e.code.extend([
                    I::GlobalGet(ModuleCx::slot_base(slot)),
                    I::LocalGet(b),
                    I::I32Const(2),
                    I::I32Shl,
                    I::I32Add,
                    I::LocalSet(l),
                ]);
                if let Some(r) = self.rows_mut() {
                    r.bases.insert((slot, b), l);
                }
                l
            }
        };
        // lim >= last and b <= lim - last: every index b..=b + last is inside.
        self.e.code.extend([I::LocalGet(lim), I::I32Const(last), I::I32GeU]);
        self.e.code.extend([
            I::LocalGet(b),
            I::LocalGet(lim),
            I::I32Const(last),
            I::I32Sub,
            I::I32LeU,
            I::I32And,
        ]);
        self.probe_require();
        self.probe_hit(key, Site::Access { addr });
        None
    }

    /// The value a compare is compiled with in the fast body, where its use makes one value
    /// the likely one along most rows: false for an exit test (`if (x >= n) { return; }`),
    /// true for the condition of a guarded value (`select(0, a[x], x < n)`); else `None`
    /// (the fast body uses the value the probe found).
    fn expected(&mut self, h: Handle<Expression>) -> Option<bool> {
        let func = std::ptr::from_ref(self.f) as usize;
        if self.rows().is_some_and(|r| !r.uses.contains_key(&func)) {
            let uses = (exit_tests(&self.f.body, &self.f.expressions), guards(self));
            self.rows_mut()?.uses.insert(func, uses);
        }
        let (exits, guards) = self.rows()?.uses.get(&func)?;
        if exits.contains(&h) { Some(false) } else { guards.contains(&h).then_some(true) }
    }

    /// Fast body: a bool expression folded on known operands (`select` on a known
    /// condition picks an operand; `&`, `|`, `!` with a known side).
    pub(super) fn fold_known(&mut self, h: Handle<Expression>) -> Result<Option<Vec<u32>>> {
        if self.rows().is_none_or(|r| r.mode != RowBody::Fast || r.known.is_empty()) {
            return Ok(None);
        }
        let one = |cx: &mut Self, e: Handle<Expression>| -> Result<Option<(u32, Option<bool>)>> {
            let v = cx.value(e)?;
            Ok(match v[..] {
                [l] if !cx.is_vec(l) => Some((l, cx.known(l))),
                _ => None,
            })
        };
        Ok(match self.f.expressions[h] {
            Expression::Select { condition, accept, reject } => match one(self, condition)? {
                Some((_, Some(c))) => Some(self.value(if c { accept } else { reject })?),
                _ => None,
            },
            Expression::Unary { op: naga::UnaryOperator::LogicalNot, expr } => match one(self, expr)? {
                Some((_, Some(k))) => Some(vec![self.known_const(!k)]),
                _ => None,
            },
            Expression::Binary { op, left, right }
                if matches!(op, B::LogicalAnd | B::LogicalOr)
                    || (matches!(op, B::And | B::InclusiveOr)
                        && matches!(self.ty(h), naga::TypeInner::Scalar(s) if s.kind == naga::ScalarKind::Bool)) =>
            {
                let and = matches!(op, B::LogicalAnd | B::And);
                let (Some((l, lk)), Some((r, rk))) = (one(self, left)?, one(self, right)?) else {
                    return Ok(None);
                };
                match (lk, rk) {
                    // false & _, true | _: the known side decides.
                    (Some(k), _) | (_, Some(k)) if k != and => Some(vec![self.known_const(k)]),
                    // true & y, false | y: the other side.
                    (Some(_), _) => Some(vec![r]),
                    (_, Some(_)) => Some(vec![l]),
                    _ => None,
                }
            }
            _ => None,
        })
    }
}

/// The compares of a function's `body` that are exit tests: their being true makes an `if`
/// (through `|`, `&` and `!`, and their logical forms) take a side that only returns.
/// (Iterative: a guest's condition may nest operators arbitrarily deep.)
fn exit_tests(body: &naga::Block, exprs: &naga::Arena<Expression>) -> Compares {
    fn only_returns(b: &naga::Block) -> bool {
        b.iter().all(|s| matches!(s, naga::Statement::Emit(_) | naga::Statement::Return { .. }))
            && b.iter().any(|s| matches!(s, naga::Statement::Return { .. }))
    }
    // (condition, the value that returns)
    let mut work = Vec::new();
    let mut blocks = vec![body];
    while let Some(b) = blocks.pop() {
        for s in b.iter() {
            match s {
                naga::Statement::If { condition, accept, reject } => {
                    if only_returns(accept) {
                        work.push((*condition, true));
                    }
                    if only_returns(reject) {
                        work.push((*condition, false));
                    }
                    blocks.extend([accept, reject]);
                }
                naga::Statement::Block(b) => blocks.push(b),
                naga::Statement::Loop { body, continuing, .. } => blocks.extend([body, continuing]),
                naga::Statement::Switch { cases, .. } => blocks.extend(cases.iter().map(|c| &c.body)),
                _ => {}
            }
        }
    }
    let mut out = HashSet::new();
    let mut seen = HashSet::new();
    while let Some((c, want)) = work.pop() {
        if !seen.insert((c, want)) {
            continue;
        }
        match exprs[c] {
            Expression::Unary { op: naga::UnaryOperator::LogicalNot, expr } => work.push((expr, !want)),
            // Either side true makes an `|` true; either side false makes an `&` false.
            Expression::Binary { op: B::LogicalOr | B::InclusiveOr, left, right } if want => {
                work.extend([(left, true), (right, true)]);
            }
            Expression::Binary { op: B::LogicalAnd | B::And, left, right } if !want => {
                work.extend([(left, false), (right, false)]);
            }
            _ if want => {
                out.insert(c);
            }
            _ => {}
        }
    }
    out
}

/// The conditions of a function's guarded values: `select(0, v, c)`.
fn guards(cx: &FnCx<'_, '_>) -> Compares {
    cx.f.expressions
        .iter()
        .filter_map(|(_, e)| match *e {
            Expression::Select { condition, reject, .. } if cx.is_zero_bits(reject) => Some(condition),
            _ => None,
        })
        .collect()
}
