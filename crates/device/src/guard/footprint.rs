//! What a module may hold: bounds on its memory and size, checked before anything compiles.
//!
//! A driver allocates a module's variables when it compiles a pipeline, and some do so badly: a
//! `var<workgroup>` of 10^8 words grew lavapipe's memory without bound, and a large
//! `var<private>` array made the NVIDIA driver fault and never answer. So the Guard bounds, on
//! naga's layout of the validated module:
//! - **per invocation**: the `var<private>` globals an entry point uses, plus the largest sum of
//!   function-local variables along any call path from it ([`GuardPolicy::max_invocation_bytes`]);
//! - **per workgroup**: the `var<workgroup>` globals an entry point uses, each rounded up to 16
//!   bytes as WebGPU counts them ([`GuardPolicy::max_workgroup_bytes`], the device's
//!   `maxComputeWorkgroupStorageSize`). Arrays sized by an `override` are known only once the
//!   pipeline's constants are, so executors check them again at pipeline creation
//!   ([`GuardedModule::check_entry`](super::GuardedModule::check_entry));
//! - **the module's size**: its IR items (types, constants, overrides, globals, expressions,
//!   local variables, arguments) ([`GuardPolicy::max_ir_items`]);
//! - **the work of one invocation without loops**: the expressions an entry point reaches
//!   with every call expanded in place ([`GuardPolicy::max_expanded_items`]). WGSL forbids
//!   recursion, so the call graph is a DAG and this is exact arithmetic over it: a function
//!   costs its own expressions plus, per call statement, its callee's cost. Loop bodies count
//!   once; the loop budget bounds their repetitions (at most 2·B iterations per invocation),
//!   so one invocation does at most this much work per iteration. Without it, 64 functions
//!   that each call the next twice pass as "no loops" and run 2^64 calls, and a driver that
//!   inlines them compiles as many copies;
//! - **values**: the bytes of any one value an expression produces (`const` arrays, composed,
//!   zero-valued or loaded arrays, [`GuardPolicy::max_value_bytes`]) and of all module-scope
//!   constants together ([`GuardPolicy::max_constant_bytes`]). Drivers materialize them:
//!   `const C = array<u32, 100000000>();` indexed at run time took one to 14 GB.
//!
//! Each refusal is `quota`, naming the variable (with its line and column) or the entry point.

use naga::proc::Layouter;
use naga::valid::ModuleInfo;
use naga::{AddressSpace, Block, Function, Handle, Module, Statement};

use super::{GuardError, GuardPolicy};
use crate::error::ErrorKind;

/// Checks the IR size and every entry point's per-invocation storage. Workgroup storage with
/// sizes known now is checked too; see [`workgroup`].
/// naga's layout of `module`'s types (`quota` if they cannot be laid out).
pub(super) fn layout(module: &Module) -> Result<Layouter, GuardError> {
    let mut layouter = Layouter::default();
    layouter.update(module.to_ctx()).map_err(|e| {
        GuardError::at(ErrorKind::Quota, format!("the module's types cannot be laid out: {e}"), None)
    })?;
    Ok(layouter)
}

pub(super) fn check(
    module: &Module,
    info: &ModuleInfo,
    source: &str,
    policy: &GuardPolicy,
) -> Result<(), GuardError> {
    let items = ir_items(module);
    if items > policy.max_ir_items {
        return Err(GuardError::at(
            ErrorKind::Quota,
            format!(
                "the module has {items} IR items (types, constants, globals, expressions, local variables), \
                 over the limit of {}",
                policy.max_ir_items
            ),
            None,
        ));
    }
    let layouter = layout(module)?;
    let size = |ty| u64::from(layouter[ty].size);
    values(module, info, source, policy, &size)?;
    expanded(module, source, policy.max_expanded_items)?;
    // Per function: its own locals plus the most its callees need (naga orders functions so
    // that callees come first, and validation refuses recursion).
    let mut costs: Vec<u64> = Vec::with_capacity(module.functions.len());
    for (_, f) in module.functions.iter() {
        let cost = function_cost(f, &costs, &size);
        costs.push(cost);
    }
    for (index, ep) in module.entry_points.iter().enumerate() {
        let uses = info.get_entry_point(index);
        let locals = function_cost(&ep.function, &costs, &size);
        let mut private = 0u64;
        let mut largest: Option<(u64, Handle<naga::GlobalVariable>)> = None;
        for (h, var) in module.global_variables.iter() {
            if var.space == AddressSpace::Private && !uses[h].is_empty() {
                private += size(var.ty);
                if largest.is_none_or(|(b, _)| size(var.ty) > b) {
                    largest = Some((size(var.ty), h));
                }
            }
        }
        let total = locals.saturating_add(private);
        if total > u64::from(policy.max_invocation_bytes) {
            let at = largest
                .filter(|(b, _)| *b * 2 >= total)
                .map(|(_, h)| module.global_variables.get_span(h).location(source));
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "entry point `{}` needs {total} bytes of private and function variables per invocation \
                     ({private} private, {locals} in function locals along its deepest call path), over the \
                     limit of {} bytes",
                    ep.name, policy.max_invocation_bytes
                ),
                at,
            ));
        }
        workgroup(module, &layouter, info, index, source, policy.max_workgroup_bytes)?;
    }
    Ok(())
}

/// Checks the workgroup storage entry point `index` uses against `limit`; arrays sized by an
/// `override` whose value is not known yet count as empty (see the module docs).
pub(super) fn workgroup(
    module: &Module,
    layouter: &Layouter,
    info: &ModuleInfo,
    index: usize,
    source: &str,
    limit: u32,
) -> Result<(), GuardError> {
    let uses = info.get_entry_point(index);
    let mut total = 0u64;
    for (h, var) in module.global_variables.iter() {
        if var.space == AddressSpace::WorkGroup && !uses[h].is_empty() {
            total += u64::from(layouter[var.ty].size).next_multiple_of(16);
            if total > u64::from(limit) {
                let name = var.name.as_deref().unwrap_or("<unnamed>");
                return Err(GuardError::at(
                    ErrorKind::Quota,
                    format!(
                        "entry point `{}` uses {total} bytes of workgroup storage (up to `{name}`), over the \
                         device's limit of {limit} bytes",
                        module.entry_points.get(index).map_or("?", |ep| ep.name.as_str())
                    ),
                    Some(module.global_variables.get_span(h).location(source)),
                ));
            }
        }
    }
    Ok(())
}

/// Whether any array's size depends on an `override`.
pub(super) fn has_pending_array(module: &Module) -> bool {
    module
        .types
        .iter()
        .any(|(_, t)| matches!(t.inner, naga::TypeInner::Array { size: naga::ArraySize::Pending(_), .. }))
}

/// Bytes of `f`'s local variables plus the most any of its calls needs (`callees` holds the
/// cost of every function before `f`; a call to a later one, which validation refuses, counts
/// as unbounded).
fn function_cost(f: &Function, callees: &[u64], size: &impl Fn(Handle<naga::Type>) -> u64) -> u64 {
    let own: u64 = f.local_variables.iter().map(|(_, v)| size(v.ty)).sum();
    let mut deepest = 0u64;
    each_call(f, |callee| deepest = deepest.max(callees.get(callee.index()).copied().unwrap_or(u64::MAX)));
    own.saturating_add(deepest)
}

/// Calls `f` with the callee of every call statement of `function`, wherever it stands (in
/// blocks, branches, cases and loops), once per statement.
fn each_call(function: &Function, mut f: impl FnMut(Handle<Function>)) {
    let mut stack: Vec<&Block> = vec![&function.body];
    while let Some(block) = stack.pop() {
        for s in block.iter() {
            match s {
                Statement::Call { function, .. } => f(*function),
                Statement::Block(b) => stack.push(b),
                Statement::If { accept, reject, .. } => stack.extend([accept, reject]),
                Statement::Switch { cases, .. } => stack.extend(cases.iter().map(|c| &c.body)),
                Statement::Loop { body, continuing, .. } => stack.extend([body, continuing]),
                _ => {}
            }
        }
    }
}

/// Refuses (`quota`) a module whose entry point reaches more than `limit` expressions with
/// every call expanded in place (see the module docs), naming the entry point.
fn expanded(module: &Module, source: &str, limit: u64) -> Result<(), GuardError> {
    // naga orders functions so that callees come first (validation refuses recursion and
    // calls forward); a call to a later function counts as unbounded.
    let mut costs: Vec<u64> = Vec::with_capacity(module.functions.len());
    for (_, f) in module.functions.iter() {
        let cost = expanded_cost(f, &costs);
        costs.push(cost);
    }
    for ep in module.entry_points.iter() {
        let cost = expanded_cost(&ep.function, &costs);
        if cost > limit {
            // The function whose own calls multiply the most, to point at.
            let worst = module
                .functions
                .iter()
                .filter(|(h, _)| costs[h.index()] > limit)
                .min_by_key(|(h, _)| costs[h.index()])
                .map(|(h, f)| (f.name.clone().unwrap_or_else(|| "<unnamed>".into()), h));
            let (named, at) = match worst {
                Some((name, h)) => (
                    format!("; `{name}` alone expands to {}", show(costs[h.index()])),
                    Some(module.functions.get_span(h).location(source)),
                ),
                None => (String::new(), None),
            };
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "entry point `{}` reaches {} expressions with every call expanded in place, over \
                     the limit of {limit}{named}: calls that multiply (a function calling another \
                     several times, level upon level) make work without any loop",
                    ep.name,
                    show(cost)
                ),
                at,
            ));
        }
    }
    Ok(())
}

/// A cost for a message ("more than 2^64" where it saturated).
fn show(cost: u64) -> String {
    if cost == u64::MAX { "more than 2^64".to_string() } else { cost.to_string() }
}

/// `f`'s expressions plus, per call statement in it (wherever it stands, once), the callee's
/// expanded cost (`callees`: the costs of the functions before `f`).
fn expanded_cost(f: &Function, callees: &[u64]) -> u64 {
    let mut cost = f.expressions.len() as u64 + 1;
    each_call(f, |callee| {
        cost = cost.saturating_add(callees.get(callee.index()).copied().unwrap_or(u64::MAX))
    });
    cost
}

/// Refuses (`quota`) a value of more than `max_value_bytes` produced by any expression, and
/// module-scope constants of more than `max_constant_bytes` in all, naming where.
fn values(
    module: &Module,
    info: &ModuleInfo,
    source: &str,
    policy: &GuardPolicy,
    size: &impl Fn(Handle<naga::Type>) -> u64,
) -> Result<(), GuardError> {
    let gctx = module.to_ctx();
    // A value's bytes; pointers are addresses, and composite types always live in the arena.
    let bytes = |ty: &naga::proc::TypeResolution| match ty {
        naga::proc::TypeResolution::Handle(h) => match module.types[*h].inner {
            naga::TypeInner::Pointer { .. } | naga::TypeInner::ValuePointer { .. } => 0,
            _ => size(*h),
        },
        naga::proc::TypeResolution::Value(inner) => match inner {
            naga::TypeInner::Scalar(_) | naga::TypeInner::Vector { .. } | naga::TypeInner::Matrix { .. } => {
                u64::from(inner.size(gctx))
            }
            _ => 0,
        },
    };
    let limit = u64::from(policy.max_value_bytes);
    let too_big = |b: u64, span: naga::Span| {
        GuardError::at(
            ErrorKind::Quota,
            format!(
                "an expression makes a value of {b} bytes, over the limit of {limit} bytes per value \
                 (a `const`, composed, zero-valued or loaded array)"
            ),
            Some(span.location(source)),
        )
    };
    for (h, _) in module.global_expressions.iter() {
        let b = bytes(&info[h]);
        if b > limit {
            return Err(too_big(b, module.global_expressions.get_span(h)));
        }
    }
    let mut functions: Vec<(&Function, &naga::valid::FunctionInfo)> =
        module.functions.iter().map(|(h, f)| (f, &info[h])).collect();
    functions.extend(
        module.entry_points.iter().enumerate().map(|(i, ep)| (&ep.function, info.get_entry_point(i))),
    );
    for (f, fi) in functions {
        for (h, _) in f.expressions.iter() {
            let b = bytes(&fi[h].ty);
            if b > limit {
                return Err(too_big(b, f.expressions.get_span(h)));
            }
        }
    }
    let mut total = 0u64;
    for (h, c) in module.constants.iter() {
        total = total.saturating_add(size(c.ty));
        if total > u64::from(policy.max_constant_bytes) {
            let name = c.name.as_deref().unwrap_or("<unnamed>");
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "the module's constants hold {total} bytes (up to `{name}`), over the limit of {} bytes",
                    policy.max_constant_bytes
                ),
                Some(module.constants.get_span(h).location(source)),
            ));
        }
    }
    Ok(())
}

/// The module's IR items: what naga holds in memory for it, in arena entries.
fn ir_items(module: &Module) -> usize {
    let function = |f: &Function| f.expressions.len() + f.local_variables.len() + f.arguments.len();
    module.types.len()
        + module.constants.len()
        + module.overrides.len()
        + module.global_variables.len()
        + module.global_expressions.len()
        + module.functions.iter().map(|(_, f)| function(f)).sum::<usize>()
        + module.entry_points.iter().map(|ep| function(&ep.function)).sum::<usize>()
}
