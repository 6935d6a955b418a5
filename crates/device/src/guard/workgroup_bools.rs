//! Bools in workgroup memory are stored as `u32` (0 or 1).
//!
//! NVIDIA's Vulkan driver (580.159, H200) loses other workgroup variables when a workgroup
//! variable of a bool array type is stored: after `more[9] = true` on an `array<bool, 10>`, the
//! `u32` declared before it reads back with its low byte zeroed; storing a whole
//! `array<vec3<bool>, 26>` zeroes it (tests/wgslsmith/findings.md, probes run on the H200).
//! Bool is not host-shareable, so its size in workgroup memory is the driver's choice; `u32`'s
//! is not. The rewrite gives every workgroup variable whose type holds a bool the same type
//! with `u32` in each bool's place, and converts at its loads (`bool(x)`) and stores
//! (`u32(b)`), element by element for arrays and structs. Every executor runs the rewritten
//! module, so they all see the same memory.
//!
//! A module whose bool-holding workgroup variable is used in a way the rewrite does not follow
//! (passed by pointer to a function, `workgroupUniformLoad`, override-sized arrays, image or
//! ray-query expressions in the same function) is left as it is.

use std::collections::HashMap;

use naga::proc::Layouter;
use naga::{
    AddressSpace, ArraySize, Block, Expression, Function, Handle, Module, Scalar, ScalarKind, Span,
    Statement, Type, TypeInner, valid::ModuleInfo,
};

/// The most expressions the conversions of one module may add (element-wise conversion of
/// large arrays is left alone past this).
const MAX_ADDED: usize = 1 << 16;

/// Rewrites `module`'s bool-holding workgroup variables to `u32` storage. Returns whether it
/// changed anything; `module` is unchanged when the rewrite does not apply.
pub fn widen(module: &mut Module, info: &ModuleInfo) -> bool {
    let targets: Vec<_> = module
        .global_variables
        .iter()
        .filter(|(_, g)| g.space == AddressSpace::WorkGroup && has_bool(&module.types, g.ty))
        .map(|(h, _)| h)
        .collect();
    if targets.is_empty() {
        return false;
    }
    let mut work = module.clone();
    match rewrite(&mut work, info, &targets) {
        Some(()) => {
            *module = work;
            true
        }
        None => false,
    }
}

/// `bool` and `vecN<bool>`.
fn bool_values() -> impl Iterator<Item = TypeInner> {
    use naga::VectorSize::{Bi, Quad, Tri};
    std::iter::once(TypeInner::Scalar(Scalar::BOOL))
        .chain([Bi, Tri, Quad].map(|size| TypeInner::Vector { size, scalar: Scalar::BOOL }))
}

fn has_bool(types: &naga::UniqueArena<Type>, ty: Handle<Type>) -> bool {
    match types[ty].inner {
        TypeInner::Scalar(s) | TypeInner::Vector { scalar: s, .. } => s.kind == ScalarKind::Bool,
        TypeInner::Array { base, .. } => has_bool(types, base),
        TypeInner::Struct { ref members, .. } => members.iter().any(|m| has_bool(types, m.ty)),
        _ => false,
    }
}

/// The u32-for-bool types of the module, made as needed.
struct Widened {
    map: HashMap<Handle<Type>, Handle<Type>>,
    layouter: Layouter,
}

impl Widened {
    fn of(&mut self, module: &mut Module, ty: Handle<Type>) -> Option<Handle<Type>> {
        if let Some(&t) = self.map.get(&ty) {
            return Some(t);
        }
        if !has_bool(&module.types, ty) {
            return Some(ty);
        }
        let old = module.types[ty].clone();
        let inner = match old.inner {
            TypeInner::Scalar(_) => TypeInner::Scalar(Scalar::U32),
            TypeInner::Vector { size, .. } => TypeInner::Vector { size, scalar: Scalar::U32 },
            TypeInner::Array { base, size: size @ ArraySize::Constant(_), .. } => {
                let base = self.of(module, base)?;
                self.layouter.update(module.to_ctx()).ok()?;
                let l = self.layouter[base];
                TypeInner::Array { base, size, stride: l.alignment.round_up(l.size) }
            }
            TypeInner::Struct { ref members, .. } => {
                let mut out = Vec::with_capacity(members.len());
                for m in members {
                    out.push(naga::StructMember { ty: self.of(module, m.ty)?, ..m.clone() });
                }
                self.layouter.update(module.to_ctx()).ok()?;
                let (mut end, mut align) = (0u32, naga::proc::Alignment::ONE);
                for m in &mut out {
                    let l = self.layouter[m.ty];
                    m.offset = l.alignment.round_up(end);
                    end = m.offset.checked_add(l.size)?;
                    align = align.max(l.alignment);
                }
                TypeInner::Struct { members: out, span: align.round_up(end) }
            }
            _ => return None,
        };
        let name = old.name.map(|n| format!("{n}_u32"));
        let new = module.types.insert(Type { name, inner }, Span::UNDEFINED);
        self.map.insert(ty, new);
        Some(new)
    }
}

fn rewrite(module: &mut Module, info: &ModuleInfo, targets: &[Handle<naga::GlobalVariable>]) -> Option<()> {
    let mut widened = Widened { map: HashMap::new(), layouter: Layouter::default() };
    for &g in targets {
        let ty = module.global_variables[g].ty;
        let new = widened.of(module, ty)?;
        module.global_variables[g].ty = new;
    }
    // Bool scalars and vectors, and their u32 forms, as types of the module: a load or store
    // of one element has such a type without a handle of its own.
    for inner in bool_values() {
        let ty = module.types.insert(Type { name: None, inner }, Span::UNDEFINED);
        widened.of(module, ty)?;
    }
    let mut added = 0usize;
    let types = module.types.clone();
    let cx = Cx { types: &types, widened: &widened.map, targets };
    for (h, f) in module.functions.iter_mut() {
        cx.function(f, &info[h], &mut added)?;
    }
    for (i, ep) in module.entry_points.iter_mut().enumerate() {
        cx.function(&mut ep.function, info.get_entry_point(i), &mut added)?;
    }
    Some(())
}

/// New expression handles, indexed by old ones.
type Handles = Vec<Handle<Expression>>;

/// Per old expression handle: its first and last handle in the rebuilt arena, and the
/// conversions to emit after a `workgroupUniformLoad` (by its result's new handle).
struct Ids<'a> {
    first: &'a [Handle<Expression>],
    last: &'a [Handle<Expression>],
    after: &'a HashMap<Handle<Expression>, naga::Range<Expression>>,
}

struct Cx<'a> {
    /// The module's types, the widened ones included.
    types: &'a naga::UniqueArena<Type>,
    widened: &'a HashMap<Handle<Type>, Handle<Type>>,
    targets: &'a [Handle<naga::GlobalVariable>],
}

impl Cx<'_> {
    /// Whether `pointer` points into one of the rewritten variables.
    fn targeted(&self, f: &Function, mut pointer: Handle<Expression>) -> bool {
        loop {
            match f.expressions[pointer] {
                Expression::Access { base, .. } | Expression::AccessIndex { base, .. } => pointer = base,
                Expression::GlobalVariable(g) => return self.targets.contains(&g),
                _ => return false,
            }
        }
    }

    /// The type the validator gave expression `e` (before the rewrite).
    fn old_type(&self, fi: &naga::valid::FunctionInfo, e: Handle<Expression>) -> Option<Handle<Type>> {
        match fi[e].ty {
            naga::proc::TypeResolution::Handle(t) => Some(t),
            // A value type without a handle (a vector or scalar made by an operation): find it.
            naga::proc::TypeResolution::Value(ref inner) => {
                self.types.iter().find(|(_, t)| t.inner == *inner).map(|(h, _)| h)
            }
        }
    }

    fn function(&self, f: &mut Function, fi: &naga::valid::FunctionInfo, added: &mut usize) -> Option<()> {
        // Loads to narrow: a load through a pointer into a rewritten variable of a bool type.
        let mut narrow: HashMap<Handle<Expression>, Handle<Type>> = HashMap::new();
        let mut uses = false;
        for (h, e) in f.expressions.iter() {
            if let Expression::Load { pointer } = *e
                && self.targeted(f, pointer)
            {
                uses = true;
                let ty = self.old_type(fi, h)?;
                if has_bool(self.types, ty) {
                    narrow.insert(h, ty);
                }
            }
            if let Expression::GlobalVariable(g) = *e
                && self.targets.contains(&g)
            {
                uses = true;
            }
        }
        if !uses {
            return Some(());
        }
        // `workgroupUniformLoad` results: of the widened type, converted right after the
        // statement (the conversion emitted there).
        let mut uniform = HashMap::new();
        check_statements(self, f, &f.body, &mut uniform)?;
        narrow.extend(uniform.iter().map(|(&h, &ty)| (h, ty)));
        let mut after = HashMap::new();
        let (first, last) = if narrow.is_empty() {
            let all: Vec<_> = f.expressions.iter().map(|(h, _)| h).collect();
            (all.clone(), all)
        } else {
            self.rebuild(f, &narrow, &uniform, &mut after, added)?
        };
        let map = |h: Handle<Expression>| last[h.index()];
        let mut body = std::mem::take(&mut f.body);
        let ids = Ids { first: &first, last: &last, after: &after };
        self.statements(f, fi, &mut body, &ids, added)?;
        f.body = body;
        for (_, local) in f.local_variables.iter_mut() {
            if let Some(init) = &mut local.init {
                *init = map(*init);
            }
        }
        f.named_expressions =
            std::mem::take(&mut f.named_expressions).into_iter().map(|(h, n)| (map(h), n)).collect();
        Some(())
    }

    /// Rebuilds the expression arena with each narrowed load followed by its conversion to
    /// the bool type; returns, per old handle, its first and last new handle (users take the
    /// last: the converted value).
    fn rebuild(
        &self,
        f: &mut Function,
        narrow: &HashMap<Handle<Expression>, Handle<Type>>,
        uniform: &HashMap<Handle<Expression>, Handle<Type>>,
        after: &mut HashMap<Handle<Expression>, naga::Range<Expression>>,
        added: &mut usize,
    ) -> Option<(Handles, Handles)> {
        let old = std::mem::take(&mut f.expressions);
        let mut first = Vec::with_capacity(old.len());
        let mut last: Vec<Handle<Expression>> = Vec::with_capacity(old.len());
        let mut old = old;
        for (h, mut e, span) in old.drain() {
            remap_expression(&mut e, &mut |x| *x = last[x.index()])?;
            if let (Some(ty), Expression::WorkGroupUniformLoadResult { ty: result }) =
                (uniform.get(&h), &mut e)
            {
                *result = *self.widened.get(ty)?;
            }
            let nh = f.expressions.append(e, span);
            first.push(nh);
            let start = f.expressions.len();
            let end = match narrow.get(&h) {
                Some(&ty) => self.narrow(&mut f.expressions, nh, ty, span, added)?,
                None => nh,
            };
            if uniform.contains_key(&h) && f.expressions.len() > start {
                after.insert(nh, f.expressions.range_from(start));
            }
            last.push(end);
        }
        Some((first, last))
    }

    /// `value` (of `ty` widened) as a value of `ty`; emittable expressions only.
    fn narrow(
        &self,
        arena: &mut naga::Arena<Expression>,
        value: Handle<Expression>,
        ty: Handle<Type>,
        span: Span,
        added: &mut usize,
    ) -> Option<Handle<Expression>> {
        self.convert(arena, value, ty, ty, span, added, (ScalarKind::Bool, naga::BOOL_WIDTH))
    }

    /// `value` (of `ty`) as a value of `ty` widened.
    fn widen(
        &self,
        arena: &mut naga::Arena<Expression>,
        value: Handle<Expression>,
        ty: Handle<Type>,
        span: Span,
        added: &mut usize,
    ) -> Option<Handle<Expression>> {
        let target = *self.widened.get(&ty)?;
        self.convert(arena, value, ty, target, span, added, (ScalarKind::Uint, 4))
    }

    /// Converts `value` element by element: `shape` is the bool-holding type that gives the
    /// structure, `out` the type of the result, `to` the scalar conversion at the leaves.
    #[allow(clippy::too_many_arguments)]
    fn convert(
        &self,
        arena: &mut naga::Arena<Expression>,
        value: Handle<Expression>,
        shape: Handle<Type>,
        out: Handle<Type>,
        span: Span,
        added: &mut usize,
        to: (ScalarKind, u8),
    ) -> Option<Handle<Expression>> {
        *added += 1;
        if *added > MAX_ADDED {
            return None;
        }
        if !has_bool(self.types, shape) {
            return Some(value);
        }
        let mut push = |e: Expression| arena.append(e, span);
        match self.types[shape].inner {
            TypeInner::Scalar(_) | TypeInner::Vector { .. } => {
                Some(push(Expression::As { expr: value, kind: to.0, convert: Some(to.1) }))
            }
            TypeInner::Array { base, size: ArraySize::Constant(n), .. } => {
                let out_base = match self.types[out].inner {
                    TypeInner::Array { base, .. } => base,
                    _ => return None,
                };
                let mut components = Vec::with_capacity(n.get() as usize);
                for i in 0..n.get() {
                    let element = arena.append(Expression::AccessIndex { base: value, index: i }, span);
                    components.push(self.convert(arena, element, base, out_base, span, added, to)?);
                }
                Some(arena.append(Expression::Compose { ty: out, components }, span))
            }
            TypeInner::Struct { ref members, .. } => {
                let out_members = match self.types[out].inner {
                    TypeInner::Struct { ref members, .. } => members.clone(),
                    _ => return None,
                };
                let mut components = Vec::with_capacity(members.len());
                for (i, (m, o)) in members.iter().zip(&out_members).enumerate() {
                    let member = arena.append(Expression::AccessIndex { base: value, index: i as u32 }, span);
                    components.push(self.convert(arena, member, m.ty, o.ty, span, added, to)?);
                }
                Some(arena.append(Expression::Compose { ty: out, components }, span))
            }
            _ => None,
        }
    }

    /// Maps the handles of `block`'s statements, and converts what is stored into a rewritten
    /// variable (the conversion emitted just before the store).
    fn statements(
        &self,
        f: &mut Function,
        fi: &naga::valid::FunctionInfo,
        block: &mut Block,
        ids: &Ids<'_>,
        added: &mut usize,
    ) -> Option<()> {
        let (first, last) = (ids.first, ids.last);
        let old = std::mem::take(block);
        for (mut s, span) in old.span_into_iter() {
            let map = |h: &mut Handle<Expression>| *h = last[h.index()];
            // What to emit after the statement (a `workgroupUniformLoad`'s conversion).
            let mut then = None;
            match s {
                Statement::Emit(ref mut range) => {
                    if let Some((a, b)) = range.first_and_last() {
                        *range = naga::Range::new_from_bounds(first[a.index()], last[b.index()]);
                    }
                }
                Statement::Block(ref mut b) => self.statements(f, fi, b, ids, added)?,
                Statement::If { ref mut condition, ref mut accept, ref mut reject } => {
                    map(condition);
                    self.statements(f, fi, accept, ids, added)?;
                    self.statements(f, fi, reject, ids, added)?;
                }
                Statement::Switch { ref mut selector, ref mut cases } => {
                    map(selector);
                    for c in cases {
                        self.statements(f, fi, &mut c.body, ids, added)?;
                    }
                }
                Statement::Loop { ref mut body, ref mut continuing, ref mut break_if } => {
                    self.statements(f, fi, body, ids, added)?;
                    self.statements(f, fi, continuing, ids, added)?;
                    if let Some(b) = break_if {
                        map(b);
                    }
                }
                Statement::Return { ref mut value } => {
                    if let Some(v) = value {
                        map(v);
                    }
                }
                Statement::Store { ref mut pointer, ref mut value } => {
                    // The value's type as the validator saw it (`fi` is indexed by old handles).
                    let old_value = *value;
                    map(pointer);
                    map(value);
                    if self.targeted(f, *pointer) {
                        let ty = self.old_type(fi, old_value)?;
                        if has_bool(self.types, ty) {
                            let start = f.expressions.len();
                            let converted = match f.expressions[*value] {
                                Expression::ZeroValue(_) => {
                                    f.expressions.append(Expression::ZeroValue(*self.widened.get(&ty)?), span)
                                }
                                _ => self.widen(&mut f.expressions, *value, ty, span, added)?,
                            };
                            let range = f.expressions.range_from(start);
                            let emittable = range.clone().all(|h| !f.expressions[h].needs_pre_emit());
                            if emittable && f.expressions.len() > start {
                                block.push(Statement::Emit(range), span);
                            }
                            *value = converted;
                        }
                    }
                }
                Statement::Atomic { ref mut pointer, ref mut fun, ref mut value, ref mut result } => {
                    map(pointer);
                    map(value);
                    if let naga::AtomicFunction::Exchange { compare: Some(c) } = fun {
                        map(c);
                    }
                    if let Some(r) = result {
                        map(r);
                    }
                }
                Statement::WorkGroupUniformLoad { ref mut pointer, ref mut result } => {
                    map(pointer);
                    // The statement sets the result itself (its first handle); users take the
                    // conversion emitted after it.
                    *result = first[result.index()];
                    then = ids.after.get(result).cloned();
                }
                Statement::Call { ref mut arguments, ref mut result, .. } => {
                    arguments.iter_mut().for_each(map);
                    if let Some(r) = result {
                        map(r);
                    }
                }
                Statement::SubgroupBallot { ref mut result, ref mut predicate } => {
                    map(result);
                    if let Some(p) = predicate {
                        map(p);
                    }
                }
                Statement::SubgroupGather { ref mut mode, ref mut argument, ref mut result } => {
                    map(argument);
                    map(result);
                    match mode {
                        naga::GatherMode::Broadcast(h)
                        | naga::GatherMode::Shuffle(h)
                        | naga::GatherMode::ShuffleDown(h)
                        | naga::GatherMode::ShuffleUp(h)
                        | naga::GatherMode::ShuffleXor(h)
                        | naga::GatherMode::QuadBroadcast(h) => map(h),
                        naga::GatherMode::BroadcastFirst | naga::GatherMode::QuadSwap(_) => {}
                    }
                }
                Statement::SubgroupCollectiveOperation { ref mut argument, ref mut result, .. } => {
                    map(argument);
                    map(result);
                }
                Statement::Break
                | Statement::Continue
                | Statement::Kill
                | Statement::ControlBarrier(_)
                | Statement::MemoryBarrier(_) => {}
                // Refused by `check_statements` before anything changed.
                Statement::ImageStore { .. }
                | Statement::ImageAtomic { .. }
                | Statement::RayQuery { .. }
                | Statement::RayPipelineFunction(_)
                | Statement::CooperativeStore { .. } => return None,
            }
            block.push(s, span);
            if let Some(range) = then {
                block.push(Statement::Emit(range), span);
            }
        }
        Some(())
    }
}

/// Refuses (None) the statements the rewrite does not follow when they touch a rewritten
/// variable, and those it cannot remap at all; collects the results of `workgroupUniformLoad`s
/// of a rewritten variable.
fn check_statements(
    cx: &Cx<'_>,
    f: &Function,
    block: &Block,
    loads: &mut HashMap<Handle<Expression>, Handle<Type>>,
) -> Option<()> {
    for s in block.iter() {
        match *s {
            Statement::Block(ref b) => check_statements(cx, f, b, loads)?,
            Statement::If { ref accept, ref reject, .. } => {
                check_statements(cx, f, accept, loads)?;
                check_statements(cx, f, reject, loads)?;
            }
            Statement::Switch { ref cases, .. } => {
                for c in cases {
                    check_statements(cx, f, &c.body, loads)?;
                }
            }
            Statement::Loop { ref body, ref continuing, .. } => {
                check_statements(cx, f, body, loads)?;
                check_statements(cx, f, continuing, loads)?;
            }
            Statement::Call { ref arguments, .. } if arguments.iter().any(|&a| cx.targeted(f, a)) => {
                return None;
            }
            Statement::WorkGroupUniformLoad { pointer, result } if cx.targeted(f, pointer) => {
                if let Expression::WorkGroupUniformLoadResult { ty } = f.expressions[result]
                    && has_bool(cx.types, ty)
                {
                    loads.insert(result, ty);
                }
            }
            Statement::ImageStore { .. }
            | Statement::ImageAtomic { .. }
            | Statement::RayQuery { .. }
            | Statement::RayPipelineFunction(_)
            | Statement::CooperativeStore { .. } => return None,
            _ => {}
        }
    }
    Some(())
}

/// Applies `map` to every expression handle `e` holds; None for the expressions the rewrite
/// does not remap (images, ray queries, cooperative matrices).
fn remap_expression(e: &mut Expression, map: &mut impl FnMut(&mut Handle<Expression>)) -> Option<()> {
    match *e {
        Expression::Literal(_)
        | Expression::Constant(_)
        | Expression::Override(_)
        | Expression::ZeroValue(_)
        | Expression::FunctionArgument(_)
        | Expression::GlobalVariable(_)
        | Expression::LocalVariable(_)
        | Expression::CallResult(_)
        | Expression::AtomicResult { .. }
        | Expression::WorkGroupUniformLoadResult { .. }
        | Expression::SubgroupBallotResult
        | Expression::SubgroupOperationResult { .. } => {}
        Expression::Compose { ref mut components, .. } => components.iter_mut().for_each(map),
        Expression::Access { ref mut base, ref mut index } => {
            map(base);
            map(index);
        }
        Expression::AccessIndex { ref mut base, .. } => map(base),
        Expression::Splat { ref mut value, .. } => map(value),
        Expression::Swizzle { ref mut vector, .. } => map(vector),
        Expression::Load { ref mut pointer } => map(pointer),
        Expression::Unary { ref mut expr, .. }
        | Expression::As { ref mut expr, .. }
        | Expression::Derivative { ref mut expr, .. } => map(expr),
        Expression::Binary { ref mut left, ref mut right, .. } => {
            map(left);
            map(right);
        }
        Expression::Select { ref mut condition, ref mut accept, ref mut reject } => {
            map(condition);
            map(accept);
            map(reject);
        }
        Expression::Relational { ref mut argument, .. } => map(argument),
        Expression::Math { ref mut arg, ref mut arg1, ref mut arg2, ref mut arg3, .. } => {
            map(arg);
            for a in [arg1, arg2, arg3].into_iter().flatten() {
                map(a);
            }
        }
        Expression::ArrayLength(ref mut h) => map(h),
        _ => return None,
    }
    Some(())
}
