//! Which values of a kernel differ between the adjacent invocations that share a vector.
//!
//! The vectorizer runs 4 adjacent invocations (consecutive `local_invocation_id.x` of one
//! workgroup) in the lanes of a v128. A value is *uniform* when every lane holds the same one
//! (literals, workgroup ids, loads at uniform addresses) and *varying* otherwise; uniform values
//! stay scalar, varying ones become vectors. This analysis decides the one thing emission cannot
//! decide as it goes: the representation of each variable (local or private), which must be
//! fixed before the first store into it, and which loops need per-lane masks (a loop is
//! *masked* when a `break` or `continue` is reached under varying control, or its `break if`
//! is varying).
//!
//! A variable is varying when a varying value is stored into it, or when it is stored under
//! varying control flow (lanes that skip the store keep their old value). Lanes that have
//! returned are dead: control that differs only in which lanes are dead does not make a store
//! varying. The analysis walks the whole call tree from the entry point (emission inlines every
//! call), repeating until nothing changes; results are unions over call sites. It is a guess
//! that emission checks: a store that does not fit the guess makes the kernel fall back to
//! scalar code, never compile wrongly.

use std::collections::{HashMap, HashSet};

use naga::{Expression, Function, Handle, Statement};

use crate::error::{Result, novec};
use crate::module::ModuleCx;

/// Most statements and expressions the analysis visits (calls are walked per call site).
const BUDGET: usize = 1 << 20;

/// A variable: a local of a function (`None`: the entry point), or a private global.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Var {
    Local(Option<Handle<Function>>, Handle<naga::LocalVariable>),
    Private(Handle<naga::GlobalVariable>),
}

/// The analysis' answers.
#[derive(Debug, Default)]
pub(crate) struct Varying {
    /// Variables that hold per-lane values.
    pub vars: HashSet<Var>,
    /// Loops (by the address of their body block) that run under per-lane masks.
    pub masked_loops: HashSet<usize>,
    /// Functions that return a varying value or return under varying control.
    pub varying_returns: HashSet<Handle<Function>>,
}

/// The key of a loop: its body's address (stable: the module outlives compilation).
pub(crate) fn loop_key(body: &naga::Block) -> usize {
    body as *const naga::Block as usize
}

struct Walk<'a, 'm> {
    m: &'a ModuleCx<'m>,
    out: Varying,
    changed: bool,
    spent: usize,
}

/// One function body being walked: which of its arguments vary (per component for the entry
/// point's vector builtins) and the varyingness of its expressions so far.
struct Body<'m> {
    func: Option<Handle<Function>>,
    f: &'m Function,
    args: Vec<Vec<bool>>,
    memo: HashMap<Handle<Expression>, bool>,
    calls: HashMap<Handle<Expression>, bool>,
}

/// Runs the analysis for an entry point whose arguments' components vary as `args` says.
pub(crate) fn analyze(m: &ModuleCx<'_>, ep: &naga::Function, args: Vec<Vec<bool>>) -> Result<Varying> {
    let mut w = Walk { m, out: Varying::default(), changed: true, spent: 0 };
    let mut rounds = 0;
    while w.changed {
        w.changed = false;
        rounds += 1;
        if rounds > 64 {
            return Err(novec("varying values that do not settle"));
        }
        let mut body =
            Body { func: None, f: ep, args: args.clone(), memo: HashMap::new(), calls: HashMap::new() };
        w.block(&mut body, &ep.body, false, false)?;
    }
    Ok(w.out)
}

impl<'m> Walk<'_, 'm> {
    fn spend(&mut self) -> Result<()> {
        self.spent += 1;
        if self.spent > BUDGET {
            return Err(novec("a kernel too large to analyze"));
        }
        Ok(())
    }

    fn mark(&mut self, v: Var) {
        if self.out.vars.insert(v) {
            self.changed = true;
        }
    }

    /// `ctrl`: control is varying here (relative to the function's start, or inherited from the
    /// call site); `since_loop`: control became varying inside the innermost loop.
    fn block(
        &mut self,
        b: &mut Body<'m>,
        block: &'m naga::Block,
        ctrl: bool,
        since_loop: bool,
    ) -> Result<bool> {
        // Returns whether a break/continue of the innermost loop was reached under varying
        // control.
        let mut masked_exit = false;
        for s in block.iter() {
            self.spend()?;
            match s {
                Statement::Emit(_) => {}
                Statement::Block(inner) => masked_exit |= self.block(b, inner, ctrl, since_loop)?,
                Statement::If { condition, accept, reject } => {
                    let v = self.expr(b, *condition)?;
                    masked_exit |= self.block(b, accept, ctrl || v, since_loop || v)?;
                    masked_exit |= self.block(b, reject, ctrl || v, since_loop || v)?;
                }
                Statement::Loop { body, continuing, break_if } => {
                    let key = loop_key(body);
                    let masked = self.out.masked_loops.contains(&key);
                    let exits = self.block(b, body, ctrl || masked, false)?;
                    self.block(b, continuing, ctrl || masked, false)?;
                    let varying_break = match break_if {
                        Some(c) => self.expr(b, *c)?,
                        None => false,
                    };
                    if (exits || varying_break) && self.out.masked_loops.insert(key) {
                        self.changed = true;
                    }
                }
                Statement::Break | Statement::Continue => masked_exit |= since_loop,
                Statement::Return { value } => {
                    let v = match value {
                        Some(v) => self.expr(b, *v)?,
                        None => false,
                    };
                    if let Some(f) = b.func
                        && (v || ctrl)
                        && self.out.varying_returns.insert(f)
                    {
                        self.changed = true;
                    }
                }
                Statement::Store { pointer, value } => {
                    let v = self.expr(b, *value)?;
                    let (root, index_varies) = self.root(b, *pointer)?;
                    if let Some(var) = root
                        && (v || ctrl || index_varies)
                    {
                        self.mark(var);
                    }
                }
                Statement::Call { function, arguments, result } => {
                    let callee = &self.m.module.functions[*function];
                    let mut args = Vec::new();
                    for &a in arguments {
                        args.push(vec![self.expr(b, a)?]);
                    }
                    let any = args.iter().any(|a| a[0]);
                    let mut inner = Body {
                        func: Some(*function),
                        f: callee,
                        args,
                        memo: HashMap::new(),
                        calls: HashMap::new(),
                    };
                    self.block(&mut inner, &callee.body, ctrl, false)?;
                    if let Some(r) = result {
                        let varies = any || self.out.varying_returns.contains(function);
                        b.calls.insert(*r, varies);
                        b.memo.remove(r);
                    }
                }
                Statement::Switch { .. } => return Err(novec("switch statements")),
                Statement::Atomic { .. } => return Err(novec("atomics")),
                Statement::ControlBarrier(_)
                | Statement::MemoryBarrier(_)
                | Statement::WorkGroupUniformLoad { .. } => return Err(novec("barriers")),
                _ => return Err(novec("this statement")),
            }
        }
        Ok(masked_exit)
    }

    /// The variable a pointer expression stores into (None: memory), and whether an index on
    /// the way varies.
    fn root(&mut self, b: &mut Body<'m>, p: Handle<Expression>) -> Result<(Option<Var>, bool)> {
        match b.f.expressions[p] {
            Expression::LocalVariable(l) => Ok((Some(Var::Local(b.func, l)), false)),
            Expression::GlobalVariable(g) => {
                let private = self.m.private_of.contains_key(&g);
                Ok((private.then_some(Var::Private(g)), false))
            }
            Expression::AccessIndex { base, .. } => self.root(b, base),
            Expression::Access { base, index } => {
                let (r, v) = self.root(b, base)?;
                let i = self.expr(b, index)?;
                Ok((r, v || i))
            }
            _ => Err(novec("this pointer")),
        }
    }

    /// Whether an expression's value varies between lanes.
    fn expr(&mut self, b: &mut Body<'m>, h: Handle<Expression>) -> Result<bool> {
        if let Some(&v) = b.memo.get(&h) {
            return Ok(v);
        }
        self.spend()?;
        let f = b.f;
        let v = match f.expressions[h] {
            Expression::Literal(_)
            | Expression::Constant(_)
            | Expression::Override(_)
            | Expression::ZeroValue(_) => false,
            Expression::FunctionArgument(i) => b.args.get(i as usize).is_some_and(|a| a.iter().any(|&x| x)),
            Expression::AccessIndex { base, index } => match f.expressions[base] {
                Expression::FunctionArgument(i) => b.args.get(i as usize).is_some_and(|a| {
                    if a.len() > 1 { a.get(index as usize).copied().unwrap_or(true) } else { a[0] }
                }),
                _ => self.expr(b, base)?,
            },
            Expression::Load { pointer } => self.pointer(b, pointer)?,
            Expression::CallResult(_) => b.calls.get(&h).copied().unwrap_or(true),
            Expression::LocalVariable(_) | Expression::GlobalVariable(_) => false,
            Expression::AtomicResult { .. } | Expression::WorkGroupUniformLoadResult { .. } => true,
            Expression::ArrayLength(p) => self.pointer(b, p)?,
            ref e => {
                let mut any = false;
                for o in operands(e).ok_or_else(|| novec(format!("the expression {}", name(e))))? {
                    any |= self.expr(b, o)?;
                }
                any
            }
        };
        b.memo.insert(h, v);
        Ok(v)
    }

    /// Whether a load through a pointer varies: a varying variable, or a varying index.
    fn pointer(&mut self, b: &mut Body<'m>, p: Handle<Expression>) -> Result<bool> {
        match b.f.expressions[p] {
            Expression::LocalVariable(l) => Ok(self.out.vars.contains(&Var::Local(b.func, l))),
            Expression::GlobalVariable(g) => Ok(self.out.vars.contains(&Var::Private(g))),
            Expression::AccessIndex { base, .. } => self.pointer(b, base),
            Expression::Access { base, index } => Ok(self.pointer(b, base)? | self.expr(b, index)?),
            Expression::FunctionArgument(_) => Err(novec("pointer arguments")),
            _ => Err(novec("this pointer")),
        }
    }
}

/// The value operands of a value expression (None: one the vectorizer does not handle).
pub(crate) fn operands(e: &Expression) -> Option<Vec<Handle<Expression>>> {
    Some(match *e {
        Expression::Compose { ref components, .. } => components.clone(),
        Expression::Splat { value, .. } => vec![value],
        Expression::Swizzle { vector, .. } => vec![vector],
        Expression::Access { base, index } => vec![base, index],
        Expression::AccessIndex { base, .. } => vec![base],
        Expression::Unary { expr, .. } | Expression::As { expr, .. } => vec![expr],
        Expression::Binary { left, right, .. } => vec![left, right],
        Expression::Select { condition, accept, reject } => vec![condition, accept, reject],
        Expression::Relational { argument, .. } => vec![argument],
        Expression::Math { arg, arg1, arg2, arg3, .. } => {
            [Some(arg), arg1, arg2, arg3].into_iter().flatten().collect()
        }
        _ => return None,
    })
}

/// An expression's variant name, for messages.
pub(crate) fn name(e: &Expression) -> String {
    let n = format!("{e:?}");
    n.split([' ', '(', '{']).next().unwrap_or("?").to_string()
}
