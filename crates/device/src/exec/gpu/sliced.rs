//! The entry-point wrapper that lets one part of a dispatch run as if it were the whole
//! (`exec::parts`): WebGPU has no base workgroup for a dispatch, so the part's offset comes from
//! a uniform record in the Guard's reserved group, and the entry point adds it.
//!
//! [`wrapped`] moves a compute entry point's function into a regular function (its arguments
//! without their bindings) and gives the entry point a new body that reads the record, adds the
//! part's base to `workgroup_id` and `global_invocation_id` and the rest of the dispatch to
//! `num_workgroups` (as arguments or as members of argument structs), and calls the old body
//! with them. Every other builtin (`local_invocation_id`, subgroups) is the same in a part.
//! The record of a dispatch run whole is zeros ([`IDENTITY`]): the wrapper then changes nothing.

use naga::{
    AddressSpace, BinaryOperator, Binding, BuiltIn, Expression, Function, GlobalVariable, Handle, Module,
    ResourceBinding, Scalar, Span, Statement, StructMember, Type, TypeInner, VectorSize,
};

/// The record's binding in the Guard's reserved group (after the flag's and the budget's).
pub const SLICE_BINDING: u32 = 2;

/// Bytes of a record: three `vec3<u32>` at offsets 0, 16 and 32.
pub const RECORD_BYTES: u64 = 48;

/// The record of a dispatch run whole.
pub const IDENTITY: [u8; RECORD_BYTES as usize] = [0; RECORD_BYTES as usize];

/// The record of the part of a dispatch of `whole` workgroups (of `workgroup_size`
/// invocations) that starts at workgroup `base` and runs `size`: the base workgroup id, the base
/// global invocation id, and what `num_workgroups` lacks.
pub fn record(whole: [u32; 3], base: [u32; 3], size: [u32; 3], workgroup_size: [u32; 3]) -> [u8; 48] {
    let mut words = [0u32; 12];
    for a in 0..3 {
        words[a] = base[a];
        words[4 + a] = base[a].wrapping_mul(workgroup_size[a]);
        words[8 + a] = whole[a] - size[a];
    }
    let mut bytes = [0u8; 48];
    for (chunk, w) in bytes.chunks_exact_mut(4).zip(words) {
        chunk.copy_from_slice(&w.to_le_bytes());
    }
    bytes
}

/// Which record field a builtin takes: 0 base workgroup, 1 base invocation, 2 the rest of
/// the grid.
fn field(binding: Option<&Binding>) -> Option<u32> {
    match binding {
        Some(Binding::BuiltIn(BuiltIn::WorkGroupId)) => Some(0),
        Some(Binding::BuiltIn(BuiltIn::GlobalInvocationId)) => Some(1),
        Some(Binding::BuiltIn(BuiltIn::NumWorkGroups)) => Some(2),
        _ => None,
    }
}

/// `module` with `entry` wrapped so that its dispatches can run in parts, the record in
/// `group`'s [`SLICE_BINDING`]; `None` where that cannot be done: no such compute entry point,
/// an `override`-sized workgroup, or a wrapped module that does not validate (a safety net:
/// naga takes a regular function's arguments as non-uniform, which only derivatives and
/// cooperative-matrix operations ask about; such a module runs whole).
/// An entry point that reads none of the three builtins is left as it is (every part of it runs
/// the same code as the whole). The gpu executor compiles what this answers; the GPU process's
/// client asks it too (`parts::cuttable`), so both count the same parts.
pub fn wrapped(module: &Module, entry: &str, group: u32) -> Option<Module> {
    let mut wrapped = module.clone();
    if !wrap(&mut wrapped, entry, group) {
        return None;
    }
    // Only the wrapper is new: the Guard validated the rest under the device's capabilities.
    naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&wrapped)
        .ok()?;
    Some(wrapped)
}

/// Wraps `entry` of `module` in place (see [`wrapped`], which also validates the result);
/// false, the module unchanged, where there is no such compute entry point or its workgroup
/// size is an `override`'s.
fn wrap(module: &mut Module, entry: &str, group: u32) -> bool {
    let Some(at) =
        module.entry_points.iter().position(|ep| ep.name == entry && ep.stage == naga::ShaderStage::Compute)
    else {
        return false;
    };
    if module.entry_points[at].workgroup_size_overrides.is_some() {
        return false;
    }
    let reads = |module: &Module, ty: Handle<Type>, binding: Option<&Binding>| {
        field(binding).is_some()
            || matches!(&module.types[ty].inner, TypeInner::Struct { members, .. }
                if members.iter().any(|m| field(m.binding.as_ref()).is_some()))
    };
    let arguments = module.entry_points[at].function.arguments.clone();
    if !arguments.iter().any(|a| reads(module, a.ty, a.binding.as_ref())) {
        return true;
    }

    let span = Span::UNDEFINED;
    let vec3 = module.types.insert(
        Type { name: None, inner: TypeInner::Vector { size: VectorSize::Tri, scalar: Scalar::U32 } },
        span,
    );
    let members = ["workgroup", "invocation", "grid"]
        .iter()
        .enumerate()
        .map(|(i, name)| StructMember {
            name: Some((*name).to_string()),
            ty: vec3,
            binding: None,
            offset: 16 * i as u32,
        })
        .collect();
    let record_ty = module.types.insert(
        Type {
            name: Some("_wh_slice_record".to_string()),
            inner: TypeInner::Struct { members, span: RECORD_BYTES as u32 },
        },
        span,
    );
    let record = module.global_variables.append(
        GlobalVariable {
            name: Some("_wh_slice".to_string()),
            space: AddressSpace::Uniform,
            binding: Some(ResourceBinding { group, binding: SLICE_BINDING }),
            ty: record_ty,
            init: None,
            memory_decorations: Default::default(),
        },
        span,
    );

    // The old body, as a regular function.
    let ep = &mut module.entry_points[at];
    let mut body = std::mem::take(&mut ep.function);
    body.name = Some(format!("_wh_whole_{entry}"));
    for a in &mut body.arguments {
        a.binding = None;
    }
    let types = &module.types;
    let body = module.functions.append(body, span);

    // The new entry point: same arguments, offsets added, then the call.
    let mut f = Function { name: Some(entry.to_string()), arguments, ..Default::default() };
    let args: Vec<Handle<Expression>> = (0..f.arguments.len())
        .map(|i| f.expressions.append(Expression::FunctionArgument(i as u32), span))
        .collect();
    let global = f.expressions.append(Expression::GlobalVariable(record), span);
    let first = f.expressions.append(Expression::AccessIndex { base: global, index: 0 }, span);
    let offsets: Vec<Handle<Expression>> = (0..3)
        .map(|i| {
            let pointer = if i == 0 {
                first
            } else {
                f.expressions.append(Expression::AccessIndex { base: global, index: i }, span)
            };
            f.expressions.append(Expression::Load { pointer }, span)
        })
        .collect();
    let add = |exprs: &mut naga::Arena<Expression>, value, field: u32| {
        exprs.append(
            Expression::Binary { op: BinaryOperator::Add, left: value, right: offsets[field as usize] },
            span,
        )
    };
    let mut call_args = Vec::with_capacity(args.len());
    for (arg, &value) in f.arguments.iter().zip(&args) {
        let adjusted = if let Some(k) = field(arg.binding.as_ref()) {
            add(&mut f.expressions, value, k)
        } else if let TypeInner::Struct { members, .. } = &types[arg.ty].inner
            && members.iter().any(|m| field(m.binding.as_ref()).is_some())
        {
            let components = members
                .iter()
                .enumerate()
                .map(|(j, m)| {
                    let member =
                        f.expressions.append(Expression::AccessIndex { base: value, index: j as u32 }, span);
                    match field(m.binding.as_ref()) {
                        Some(k) => add(&mut f.expressions, member, k),
                        None => member,
                    }
                })
                .collect();
            f.expressions.append(Expression::Compose { ty: arg.ty, components }, span)
        } else {
            value
        };
        call_args.push(adjusted);
    }
    let last = f.expressions.iter().last().map(|(h, _)| h).unwrap_or(first);
    f.body.push(Statement::Emit(naga::Range::new_from_bounds(first, last)), span);
    f.body.push(Statement::Call { function: body, arguments: call_args, result: None }, span);
    f.body.push(Statement::Return { value: None }, span);
    module.entry_points[at].function = f;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wrap_checked(source: &str) -> Module {
        let mut module = naga::front::wgsl::parse_str(source).expect("parses");
        assert!(wrap(&mut module, "main", 3));
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
            .validate(&module)
            .unwrap_or_else(|e| panic!("the wrapped module is invalid: {e:?}"));
        module
    }

    #[test]
    fn wrapped_entry_points_validate() {
        // Builtins as arguments, in a struct, mixed with others; a barrier in the old body.
        for source in [
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>,
                 @builtin(workgroup_id) w: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>,
                 @builtin(local_invocation_index) l: u32) {
                 workgroupBarrier();
                 o[g.x] = w.x + n.x + l;
             }",
            "struct In { @builtin(workgroup_id) w: vec3<u32>, @builtin(local_invocation_id) l: vec3<u32>,
                 @builtin(num_workgroups) n: vec3<u32> }
             @group(0) @binding(0) var<storage, read_write> o: array<u32>;
             @compute @workgroup_size(8, 8) fn main(i: In, @builtin(global_invocation_id) g: vec3<u32>) {
                 if (g.x > 4u) { return; }
                 o[i.w.x * 64u + i.l.x] = i.n.y;
             }",
        ] {
            let module = wrap_checked(source);
            assert_eq!(module.functions.len(), 1, "the old body is a function of its own");
            assert!(module.functions.iter().all(|(_, f)| f.arguments.iter().all(|a| a.binding.is_none())));
        }
    }

    #[test]
    fn what_cannot_or_need_not_be_wrapped() {
        let plain = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) l: u32) { o[l] = l; }";
        let mut module = naga::front::wgsl::parse_str(plain).unwrap();
        assert!(wrap(&mut module, "main", 3), "no offset to add: the module stays as it is");
        assert!(module.functions.is_empty() && module.global_variables.len() == 1);
        assert!(!wrap(&mut module, "absent", 3));
        let sized = "override n: u32 = 64; @group(0) @binding(0) var<storage, read_write> o: array<u32>;
             @compute @workgroup_size(n) fn main(@builtin(workgroup_id) w: vec3<u32>) { o[w.x] = 1u; }";
        let mut module = naga::front::wgsl::parse_str(sized).unwrap();
        assert!(!wrap(&mut module, "main", 3), "an override-sized workgroup is not cut");
    }

    #[test]
    fn a_barrier_under_a_branch_on_a_workgroup_id_still_wraps() {
        // Uniform in the entry point; an argument of the old body is not, and naga 30 does not
        // ask barriers for uniform control flow: the wrapper validates (it would run whole
        // otherwise).
        let barrier = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
             @compute @workgroup_size(64) fn main(@builtin(workgroup_id) w: vec3<u32>,
                 @builtin(local_invocation_index) l: u32) {
                 if (w.x == 0u) { workgroupBarrier(); }
                 o[w.x * 64u + l] = 1u;
             }";
        let module = naga::front::wgsl::parse_str(barrier).unwrap();
        let wrapped = wrapped(&module, "main", 3).expect("it wraps");
        assert_eq!(wrapped.functions.len(), 1);
    }

    #[test]
    fn records_offset_the_part_and_complete_the_grid() {
        let r = record([10, 4, 1], [6, 0, 0], [4, 4, 1], [64, 2, 1]);
        let words: Vec<u32> = r.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(words, [6, 0, 0, 0, 384, 0, 0, 0, 6, 0, 0, 0]);
        assert_eq!(record([3, 3, 3], [0; 3], [3, 3, 3], [1; 3]), IDENTITY);
    }
}
