//! The module writer: module-wide facts every function's compilation shares (`ModuleCx`:
//! bindings' slots, private and workgroup variables, helpers' indices, the type section), and
//! [`build`], which lays out one compiled module (types, the memory import, helpers, `run`, the
//! math routines, globals) for one entry point, scalar or vectorized.

use std::collections::HashMap;

use naga::proc::Layouter;
use naga::{AddressSpace, Handle, Module, ScalarKind, TypeInner};
use wasm_encoder::{
    CodeSection, ExportKind, ExportSection, FunctionSection, GlobalSection, GlobalType, ImportSection,
    TypeSection, ValType,
};

use crate::error::{Location, Result, internal, novec, quota, unsupported};
use crate::{Compiled, Limits, Options, Path, TableBinding, abi, func, libm, varying};

/// Most scalars one value may flatten to.
const MAX_LEAVES: usize = 4096;

/// The most parameters, and the most results, a wasm function may have (wasmparser's and
/// wasmtime's limit, 1,000 each): a helper whose arguments or result flatten to more scalars
/// passes them in globals (`ModuleCx::wide`).
const MAX_WASM_VALUES: usize = 1000;

/// Invocations in a row of packed workgroups (see [`packed_workgroups`]).
pub(crate) const PACKED_ROW: u32 = 64;

/// How many workgroups (adjacent in x) one vectorized row runs, for an entry point whose
/// workgroup is smaller than a row: a workgroup of 1, 2, ..., 32 invocations along x alone,
/// without workgroup variables or barriers (workgroups then share nothing, so invocations of
/// adjacent ones may share a vector; each lane computes its own workgroup and local ids).
/// 0: rows are one workgroup's (what larger or other workgroups get). Without packing, a
/// `@workgroup_size(1)` kernel ran scalar and one of 4 paid its loop overheads per 4
/// invocations: 5-15x slower than the same kernel in workgroups of 64
/// (benches/RESULTS.md, "Small workgroups").
fn packed_workgroups(cx: &ModuleCx<'_>, ep: &naga::EntryPoint) -> u32 {
    let [x, y, z] = ep.workgroup_size;
    let eligible = y == 1
        && z == 1
        && x.is_power_of_two()
        && x < PACKED_ROW
        && cx.workgroup.is_empty()
        && !func::has_barrier(&ep.function.body, &cx.barriers);
    if eligible { PACKED_ROW / x } else { 0 }
}

/// A scalar of a flattened value: its wasm type, its WGSL kind and, for host-shareable types,
/// its byte offset in the memory layout.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leaf {
    pub val: ValType,
    pub kind: ScalarKind,
    pub offset: u32,
}

/// A constant scalar.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ConstVal {
    I32(i32),
    F32(f32),
}

/// Module-wide facts shared by every function's compilation.
pub(crate) struct ModuleCx<'a> {
    pub module: &'a Module,
    pub info: &'a naga::valid::ModuleInfo,
    pub layouter: Layouter,
    /// wasm global index of the base and length of each slot.
    pub slot_of: HashMap<Handle<naga::GlobalVariable>, u32>,
    /// First wasm global of each private variable's leaves.
    pub private_of: HashMap<Handle<naga::GlobalVariable>, u32>,
    /// wasm function index of each helper.
    pub func_index: HashMap<Handle<naga::Function>, u32>,
    /// Workgroup variables: their pseudo-slot (globals like a binding's) and their byte offset
    /// and size in the worker's scratch memory.
    pub workgroup: Vec<(Handle<naga::GlobalVariable>, u32, u32, u32)>,
    /// Bytes of workgroup variables.
    pub workgroup_bytes: u32,
    /// Whether each function (transitively) contains a barrier.
    pub barriers: HashMap<Handle<naga::Function>, bool>,
    /// Functions that take a pointer argument: always inlined, so that the pointer is the
    /// caller's place.
    pub pointer_args: std::collections::HashSet<Handle<naga::Function>>,
    /// Helpers whose arguments or result are more scalars than a wasm function may take or
    /// return ([`MAX_WASM_VALUES`]): called as `() -> ()` with their arguments and result in
    /// globals of their own (parameter globals, result globals), set just before the call and
    /// read just after it (no barrier lies between, so they need no saving per invocation).
    pub wide: HashMap<Handle<naga::Function>, (Vec<u32>, Vec<u32>)>,
    /// Every private variable's globals (index, type), saved per invocation around barriers.
    pub privates: Vec<(u32, ValType)>,
    /// Inline calls of small helpers (otherwise each is a wasm call).
    pub inline: bool,
    /// Expressions inlined so far, over every function of the module.
    pub inlined_exprs: usize,
    pub types: TypeSection,
    type_index: HashMap<(Vec<ValType>, Vec<ValType>), u32>,
    /// The transcendental functions used so far, indexed from `math_base`.
    math_fns: Vec<libm::MathFn>,
    math_base: u32,
    /// The source, for line numbers in messages.
    pub source_lines: Option<Vec<usize>>,
    /// The limits the module must keep.
    pub limits: Limits,
}

impl ModuleCx<'_> {
    /// Whether calls of `f` are always inlined: it contains a barrier (its regions belong to
    /// the entry point's), or takes a pointer (which is a place of the caller's).
    pub fn must_inline(&self, f: Handle<naga::Function>) -> bool {
        self.barriers.get(&f).copied().unwrap_or(false) || self.pointer_args.contains(&f)
    }

    /// The type index of a function signature.
    pub fn sig(&mut self, params: Vec<ValType>, results: Vec<ValType>) -> u32 {
        let n = self.type_index.len() as u32;
        *self.type_index.entry((params.clone(), results.clone())).or_insert_with(|| {
            self.types.ty().function(params, results);
            n
        })
    }

    /// The wasm function index of transcendental function `f` (emitted at the end).
    pub fn math_index(&mut self, f: libm::MathFn) -> u32 {
        let i = match self.math_fns.iter().position(|&g| g == f) {
            Some(i) => i,
            None => {
                self.math_fns.push(f);
                self.math_fns.len() - 1
            }
        };
        self.math_base + i as u32
    }

    pub fn slot_base(slot: u32) -> u32 {
        2 * slot
    }

    pub fn slot_len(slot: u32) -> u32 {
        2 * slot + 1
    }

    /// The scalars of a type, with memory offsets for host-shareable ones.
    pub fn leaves(&self, inner: &TypeInner) -> Result<Vec<Leaf>> {
        let mut out = Vec::new();
        self.leaves_into(inner, 0, &mut out)?;
        Ok(out)
    }

    fn leaves_into(&self, inner: &TypeInner, base: u32, out: &mut Vec<Leaf>) -> Result<()> {
        if out.len() > MAX_LEAVES {
            return Err(unsupported(format!("values of more than {MAX_LEAVES} scalars")));
        }
        match *inner {
            TypeInner::Scalar(s) | TypeInner::Atomic(s) => out.push(leaf(s, base)?),
            TypeInner::Vector { size, scalar } => {
                for i in 0..size as u32 {
                    out.push(leaf(scalar, base + i * u32::from(scalar.width))?);
                }
            }
            TypeInner::Matrix { columns, rows, scalar } => {
                let stride = column_stride(rows, scalar);
                for c in 0..columns as u32 {
                    for r in 0..rows as u32 {
                        out.push(leaf(scalar, base + c * stride + r * u32::from(scalar.width))?);
                    }
                }
            }
            TypeInner::Array { base: elem, size, stride } => {
                let n = match size.resolve(self.module.to_ctx()) {
                    Ok(naga::proc::IndexableLength::Known(n)) => n,
                    _ => return Err(unsupported("a runtime-sized array as a value")),
                };
                let inner = &self.module.types[elem].inner;
                for i in 0..n {
                    self.leaves_into(inner, base + i * stride, out)?;
                }
            }
            TypeInner::Struct { ref members, .. } => {
                for m in members {
                    self.leaves_into(&self.module.types[m.ty].inner, base + m.offset, out)?;
                }
            }
            ref other => return Err(unsupported(format!("values of type {other:?}"))),
        }
        Ok(())
    }

    /// Evaluates a constant expression of the module's global arena.
    pub fn const_leaves(&self, h: Handle<naga::Expression>) -> Result<Vec<ConstVal>> {
        let m = self.module;
        Ok(match m.global_expressions[h] {
            naga::Expression::Literal(l) => vec![literal(l)?],
            naga::Expression::Constant(c) => self.const_leaves(m.constants[c].init)?,
            naga::Expression::ZeroValue(ty) => self.zero(&m.types[ty].inner)?,
            naga::Expression::Compose { ref components, .. } => {
                let mut v = Vec::new();
                for &c in components {
                    v.extend(self.const_leaves(c)?);
                }
                v
            }
            naga::Expression::Splat { size, value } => {
                let v = self.const_leaves(value)?;
                v.iter().copied().cycle().take(size as usize * v.len()).collect()
            }
            ref other => return Err(unsupported(format!("the constant expression {other:?}"))),
        })
    }

    /// The zero value of a type.
    pub fn zero(&self, inner: &TypeInner) -> Result<Vec<ConstVal>> {
        Ok(self
            .leaves(inner)?
            .iter()
            .map(|l| if l.val == ValType::F32 { ConstVal::F32(0.0) } else { ConstVal::I32(0) })
            .collect())
    }

    /// Where a span of the guest's source is, when the source is known.
    pub fn location(&self, span: naga::Span) -> Option<Location> {
        match (&self.source_lines, span.to_range()) {
            (Some(starts), Some(r)) => {
                // As naga's `Span::location` counts: 1-based, the column in bytes.
                let line = starts.partition_point(|&s| s <= r.start);
                let column = r.start - starts[line - 1] + 1;
                Some(Location { line: line as u32, column: column as u32 })
            }
            _ => None,
        }
    }

    /// " (at LINE:COLUMN)" for a span of the guest's source, when the source is known.
    pub fn at(&self, span: naga::Span) -> String {
        self.location(span).map(|at| format!(" (at {at})")).unwrap_or_default()
    }
}

fn leaf(s: naga::Scalar, offset: u32) -> Result<Leaf> {
    let val = match (s.kind, s.width) {
        (ScalarKind::Float, 4) => ValType::F32,
        (ScalarKind::Sint | ScalarKind::Uint, 4) | (ScalarKind::Bool, _) => ValType::I32,
        _ => return Err(unsupported(format!("{:?} scalars of {} bytes", s.kind, s.width))),
    };
    Ok(Leaf { val, kind: s.kind, offset })
}

/// Byte distance between matrix columns (a vec2 column is 8-aligned, vec3 and vec4 16).
pub(crate) fn column_stride(rows: naga::VectorSize, scalar: naga::Scalar) -> u32 {
    let w = u32::from(scalar.width);
    match rows {
        naga::VectorSize::Bi => 2 * w,
        _ => 4 * w,
    }
}

pub(crate) fn literal(l: naga::Literal) -> Result<ConstVal> {
    Ok(match l {
        naga::Literal::F32(v) => ConstVal::F32(v),
        naga::Literal::U32(v) => ConstVal::I32(v as i32),
        naga::Literal::I32(v) => ConstVal::I32(v),
        naga::Literal::Bool(b) => ConstVal::I32(i32::from(b)),
        naga::Literal::AbstractInt(v) => ConstVal::I32(v as i32),
        naga::Literal::AbstractFloat(v) => ConstVal::F32(v as f32),
        other => return Err(unsupported(format!("the literal {other:?}"))),
    })
}

/// The least size of a binding's type: the whole type, or everything before its runtime array.
fn min_bytes(module: &Module, layouter: &Layouter, ty: Handle<naga::Type>) -> u32 {
    match &module.types[ty].inner {
        TypeInner::Array { size: naga::ArraySize::Dynamic, stride, .. } => *stride,
        TypeInner::Struct { members, .. } => match members.last() {
            Some(last) => match &module.types[last.ty].inner {
                TypeInner::Array { size: naga::ArraySize::Dynamic, stride, .. } => last.offset + stride,
                _ => layouter[ty].size,
            },
            None => layouter[ty].size,
        },
        _ => layouter[ty].size,
    }
}

/// Adds a mutable global of type `val`, zero at the start.
fn zeroed_global(globals: &mut GlobalSection, val: ValType) {
    let init = match val {
        ValType::F32 => wasm_encoder::ConstExpr::f32_const(0.0.into()),
        _ => wasm_encoder::ConstExpr::i32_const(0),
    };
    globals.global(GlobalType { val_type: val, mutable: true, shared: false }, &init);
}

/// Compiles `entry_point` of `module` once: vectorized when `vectorize` (failing with the
/// vectorizer's refusal where it cannot), helpers inlined when `inline` and small.
pub(crate) fn build(
    module: &Module,
    info: &naga::valid::ModuleInfo,
    entry_point: &str,
    options: &Options<'_>,
    inline: bool,
    vectorize: bool,
) -> Result<Compiled> {
    let limits = &options.limits;
    let (ep_index, ep) = module
        .entry_points
        .iter()
        .enumerate()
        .find(|(_, ep)| ep.name == entry_point && ep.stage == naga::ShaderStage::Compute)
        .ok_or_else(|| internal(format!("no compute entry point `{entry_point}`")))?;
    let invocations: u64 = ep.workgroup_size.iter().map(|&n| u64::from(n)).product();
    if invocations > limits.workgroup_invocations {
        return Err(quota(format!(
            "a workgroup of {invocations} invocations is over the cpu executor's limit of {}",
            limits.workgroup_invocations
        )));
    }

    let mut layouter = Layouter::default();
    layouter.update(module.to_ctx()).map_err(|e| internal(format!("layout: {e}")))?;
    let mut cx = ModuleCx {
        module,
        info,
        layouter,
        slot_of: HashMap::new(),
        private_of: HashMap::new(),
        func_index: HashMap::new(),
        workgroup: Vec::new(),
        workgroup_bytes: 0,
        barriers: HashMap::new(),
        wide: HashMap::new(),
        pointer_args: module
            .functions
            .iter()
            .filter(|(_, f)| {
                f.arguments.iter().any(|a| matches!(module.types[a.ty].inner, TypeInner::Pointer { .. }))
            })
            .map(|(h, _)| h)
            .collect(),
        privates: Vec::new(),
        inline,
        inlined_exprs: 0,
        types: TypeSection::new(),
        type_index: HashMap::new(),
        math_fns: Vec::new(),
        math_base: 0,
        limits: options.limits,
        source_lines: options.source.map(|s| {
            std::iter::once(0).chain(s.match_indices('\n').map(|(i, _)| i + 1)).collect::<Vec<usize>>()
        }),
    };

    // Bindings, in (group, binding) order, and private variables.
    let mut globals = GlobalSection::new();
    let mut bound: Vec<(u32, u32, Handle<naga::GlobalVariable>)> = Vec::new();
    let mut n_globals = 0u32;
    for (h, var) in module.global_variables.iter() {
        match var.space {
            AddressSpace::Storage { .. } | AddressSpace::Uniform => {
                let b = var.binding.as_ref().ok_or_else(|| internal("a buffer variable without binding"))?;
                bound.push((b.group, b.binding, h));
            }
            AddressSpace::Private | AddressSpace::WorkGroup => {}
            // Textures and samplers: a module may declare them for other entry points.
            AddressSpace::Handle if info.get_entry_point(ep_index)[h].is_empty() => {}
            AddressSpace::Handle => {
                return Err(unsupported(format!(
                    "textures and samplers (`{}`)",
                    var.name.as_deref().unwrap_or("?")
                )));
            }
            other => return Err(unsupported(format!("variables in the {other:?} address space"))),
        }
    }
    bound.sort();
    let mut slots = Vec::new();
    for (i, &(group, binding, h)) in bound.iter().enumerate() {
        cx.slot_of.insert(h, i as u32);
        slots.push(TableBinding {
            group,
            binding,
            min_bytes: min_bytes(module, &cx.layouter, module.global_variables[h].ty),
        });
        for _ in 0..2 {
            globals.global(
                GlobalType { val_type: ValType::I32, mutable: true, shared: false },
                &wasm_encoder::ConstExpr::i32_const(0),
            );
        }
        n_globals += 2;
    }
    // Workgroup variables: pseudo-slots after the bindings, in the worker's scratch memory.
    let mut wg_bytes = 0u32;
    for (h, var) in module.global_variables.iter() {
        if var.space != AddressSpace::WorkGroup {
            continue;
        }
        let size = cx.layouter[var.ty].size.max(4);
        let slot = n_globals / 2;
        cx.slot_of.insert(h, slot);
        cx.workgroup.push((h, slot, wg_bytes, size));
        wg_bytes = wg_bytes
            .checked_add(size.div_ceil(16) * 16)
            .filter(|&b| b <= limits.workgroup_bytes)
            .ok_or_else(|| {
                quota(format!(
                    "the workgroup variables are over the cpu executor's limit of {} bytes \
                     (`var<workgroup> {}`{})",
                    limits.workgroup_bytes,
                    var.name.as_deref().unwrap_or("?"),
                    cx.at(module.global_variables.get_span(h))
                ))
            })?;
        for _ in 0..2 {
            globals.global(
                GlobalType { val_type: ValType::I32, mutable: true, shared: false },
                &wasm_encoder::ConstExpr::i32_const(0),
            );
        }
        n_globals += 2;
    }
    cx.workgroup_bytes = wg_bytes;
    for (h, var) in module.global_variables.iter() {
        if var.space != AddressSpace::Private {
            continue;
        }
        cx.private_of.insert(h, n_globals);
        for l in cx.leaves(&module.types[var.ty].inner)? {
            zeroed_global(&mut globals, l.val);
            cx.privates.push((n_globals, l.val));
            n_globals += 1;
        }
    }

    // Helpers too wide for a wasm signature: their parameter and result globals.
    for (h, f) in module.functions.iter() {
        let mut params = Vec::new();
        for a in &f.arguments {
            if !matches!(module.types[a.ty].inner, TypeInner::Pointer { .. }) {
                params.extend(cx.leaves(&module.types[a.ty].inner)?.iter().map(|l| l.val));
            }
        }
        let results = match &f.result {
            Some(r) => cx.leaves(&module.types[r.ty].inner)?.iter().map(|l| l.val).collect(),
            None => Vec::new(),
        };
        if params.len() <= MAX_WASM_VALUES && results.len() <= MAX_WASM_VALUES {
            continue;
        }
        let mut bank = |vals: Vec<ValType>| -> Vec<u32> {
            vals.into_iter()
                .map(|val| {
                    zeroed_global(&mut globals, val);
                    n_globals += 1;
                    n_globals - 1
                })
                .collect()
        };
        let wide = (bank(params), bank(results));
        cx.wide.insert(h, wide);
    }

    // Helper functions: every function the entry point can reach (naga orders callees first).
    let mut reached = std::collections::HashSet::new();
    let mut stack = vec![&ep.function.body];
    while let Some(block) = stack.pop() {
        func::calls(block, &mut |f| {
            if reached.insert(f) {
                stack.push(&module.functions[f].body);
            }
        });
    }
    // Functions with barriers are inlined into the entry point, not compiled on their own.
    for (h, f) in module.functions.iter() {
        let b = func::has_barrier(&f.body, &cx.barriers);
        cx.barriers.insert(h, b);
    }
    let helpers: Vec<Handle<naga::Function>> = module
        .functions
        .iter()
        .map(|(h, _)| h)
        .filter(|h| reached.contains(h) && !cx.must_inline(*h))
        .collect();
    for (i, &h) in helpers.iter().enumerate() {
        cx.func_index.insert(h, i as u32);
    }
    // Transcendental functions come after the helpers and `run`.
    cx.math_base = helpers.len() as u32 + 1;
    let mut functions = FunctionSection::new();
    let mut code = CodeSection::new();
    for &h in &helpers {
        let f = &module.functions[h];
        let (body, sig) = func::compile_helper(&mut cx, h, f)?;
        functions.function(sig);
        code.function(&body);
    }
    let packed = if vectorize { packed_workgroups(&cx, ep) } else { 0 };
    let lanes = if vectorize {
        if !cx.workgroup.is_empty() {
            return Err(novec("workgroup variables"));
        }
        if packed == 0 && ep.workgroup_size[0] % func::LANES != 0 {
            return Err(novec(format!(
                "a workgroup x size ({}) that is not a multiple of {}",
                ep.workgroup_size[0],
                func::LANES
            )));
        }
        let args = ep
            .function
            .arguments
            .iter()
            .map(|a| match func::entry_builtins(module, a) {
                Some(builtins) => builtins
                    .into_iter()
                    .flat_map(|(b, ty)| {
                        let n =
                            if matches!(module.types[ty].inner, TypeInner::Vector { .. }) { 3 } else { 1 };
                        (0..n).map(move |i| i == 0 && func::builtin_varies(b, packed > 0))
                    })
                    .collect(),
                None => vec![true],
            })
            .collect();
        Some(func::Lanes::new(varying::analyze(&cx, &ep.function, args)?))
    } else {
        None
    };
    let interleave = vectorize && options.interleave;
    let entry = func::compile_entry(&mut cx, ep, ep_index, &slots, lanes, packed, interleave)?;
    let run_index = helpers.len() as u32;
    functions.function(entry.sig);
    code.function(&entry.body);
    let mut i = 0;
    while i < cx.math_fns.len() {
        let f = cx.math_fns[i];
        let (params, body) = f.body(&mut |g| cx.math_index(g));
        let sig = cx.sig(vec![ValType::F32; params], vec![ValType::F32]);
        functions.function(sig);
        code.function(&body);
        i += 1;
    }

    let mut imports = ImportSection::new();
    imports.import(abi::MEMORY.0, abi::MEMORY.1, abi::memory_import());
    imports.import(abi::STOP.0, abi::STOP.1, wasm_encoder::EntityType::Memory(abi::stop_type()));
    let mut exports = ExportSection::new();
    exports.export(abi::RUN, ExportKind::Func, run_index);

    let mut wasm = wasm_encoder::Module::new();
    wasm.section(&cx.types);
    wasm.section(&imports);
    wasm.section(&functions);
    wasm.section(&globals);
    wasm.section(&exports);
    wasm.section(&code);
    let ws = ep.workgroup_size;
    let path = if vectorize {
        Path::Vector { lanes: func::LANES, row_tests: entry.row_tests, packed, interleaved: entry.paired }
    } else {
        Path::Scalar(crate::NotVectorized::Off)
    };
    Ok(Compiled { wasm: wasm.finish(), slots, workgroup_size: ws, scratch_bytes: entry.scratch_bytes, path })
}
