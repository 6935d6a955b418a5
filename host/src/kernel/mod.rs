//! Kernels: a guest's WGSL function computed once per output element.
//!
//! [`Kernel::create`] checks a [`KernelDesc`], generates the bindings, accessors and entry point
//! ([`codegen`]), passes the module through the [`Guard`], and compiles it on an executor.
//! [`Kernel::run`] checks every argument against its parameter (element type, rank, size) and
//! dispatches one invocation per output element. No WIT types here. [`access`] finds where a
//! kernel reads its arrays relative to its own element (its [`Footprint`]), what step fusion
//! needs to know; [`blocked`], [`banded`] and [`merged`] make the programs of fused steps.

pub mod access;
// How fused and checked programs are generated: not API (public with `testing`).
internal_modules! {
    banded;
    blocked;
    codegen;
    interior;
    merged;
}
pub use merged::unmergeable;

use std::fmt;

use std::sync::Arc;

use crate::array::{Elem, HostData, MAX_RANK, Origin, ResidentArray, Scalar, Shape};
use crate::error::{Error, ErrorKind, Result};
use crate::exec::{Access, Buffer, ExecLimits, Executor, Program, ProgramDesc, Tenant, parts};
use crate::guard::{Guard, GuardError, GuardedModule};
pub use access::Footprint;

/// What an array parameter's accessor reads at a coordinate outside the array, on any axis
/// (a coordinate that wrapped below zero included: coordinates are `u32`, so `x - 1u` at
/// `x == 0` lies outside). See [`codegen`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Edge {
    /// Zero of the element type: a zero (Dirichlet) boundary.
    Zero,
    /// The nearest element inside: each coordinate clamped to the array (one that wrapped
    /// below zero counts as negative, so it clamps to 0).
    Clamp,
    /// Each coordinate modulo the extent (one that wrapped below zero counts as negative):
    /// a torus.
    Wrap,
    /// A read outside is a mistake: the call's result is discarded and reading it fails with
    /// `out-of-range`, naming the kernel, the array, its shape and one coordinate read. A
    /// call whose reads the host proves inside for its shapes runs exactly as [`Edge::Zero`].
    #[default]
    Strict,
}

impl Edge {
    /// The name the WIT and messages use.
    pub fn name(self) -> &'static str {
        match self {
            Edge::Zero => "zero",
            Edge::Clamp => "clamp",
            Edge::Wrap => "wrap",
            Edge::Strict => "strict",
        }
    }
}

/// What a parameter is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// An array of `rank` (1..=3) with elements of `elem`; its shape comes with each call.
    Array {
        /// Element type.
        elem: Elem,
        /// Rank.
        rank: u8,
        /// What a read outside it gives.
        edge: Edge,
    },
    /// A scalar.
    Scalar(Elem),
}

/// One kernel parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The WGSL name: `u(x, y)` reads array `u`, `a` reads scalar `a`.
    pub name: String,
    /// What it is.
    pub kind: ParamKind,
}

impl Param {
    /// An array parameter.
    pub fn array(name: impl Into<String>, elem: Elem, rank: u8, edge: Edge) -> Param {
        Param { name: name.into(), kind: ParamKind::Array { elem, rank, edge } }
    }

    /// A scalar parameter.
    pub fn scalar(name: impl Into<String>, elem: Elem) -> Param {
        Param { name: name.into(), kind: ParamKind::Scalar(elem) }
    }
}

impl fmt::Display for Param {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            ParamKind::Array { elem, rank, .. } => write!(f, "`{}` (rank-{rank} {elem} array)", self.name),
            ParamKind::Scalar(elem) => write!(f, "`{}` ({elem} scalar)", self.name),
        }
    }
}

/// The output shape a kernel declares, and whether it is sized per call: extents that are all
/// 0 (rank 1 to 3) declare a kernel of that rank sized per call, whose shape here is all 1s (a
/// placeholder no call uses: [`Kernel::check_declared`]).
fn declared_output(extents: &[u32]) -> Result<(Shape, bool)> {
    let sized = !extents.is_empty() && extents.len() <= MAX_RANK && extents.iter().all(|&d| d == 0);
    let dims = if sized { vec![1; extents.len()] } else { extents.to_vec() };
    let shape = Shape::new(&dims).map_err(|e| {
        Error::invalid(format!("output: {} (extents all 0 declare a kernel sized per call)", e.message()))
    })?;
    Ok((shape, sized))
}

/// What a guest declares to make a kernel.
#[derive(Clone, Debug)]
pub struct KernelDesc {
    /// A name for messages (`truncated` names the kernel); empty means `kernel`.
    pub name: String,
    /// WGSL defining `fn kernel(x: u32, ...) -> T`.
    pub source: String,
    /// Parameters, in call order.
    pub params: Vec<Param>,
    /// Output extents (checked into a [`Shape`]); all 0 (rank 1 to 3): the kernel is sized per
    /// call ([`Kernel::run_sized`], a pipeline step's extents), and [`Kernel::run`] refuses it.
    pub output: Vec<u32>,
    /// Output element type (with [`outputs`](Self::outputs), the first output's).
    pub output_elem: Elem,
    /// Values of `override` constants.
    pub constants: Vec<(String, f64)>,
    /// Several outputs computed in one pass (gpu.js's `createKernelMap`), in order. Empty: one
    /// output of `output_elem`, the value `fn kernel` returns. Otherwise `fn kernel` returns
    /// the struct [`codegen::OUTPUTS`] the host generates with these members, each member
    /// stored to its own array of the output's shape ([`Kernel::run_outputs`]).
    pub outputs: Vec<Output>,
}

/// One of a kernel's several outputs: a member of the generated `Outputs` struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// The member's name (a WGSL identifier, checked like a parameter's).
    pub name: String,
    /// Its element type, and its array's.
    pub elem: Elem,
}

/// One argument of a call.
#[derive(Debug)]
pub enum Arg<'a> {
    /// An array already held by the executor.
    Resident(&'a ResidentArray),
    /// Guest data uploaded for this call.
    Data(Shape, HostData),
    /// A scalar.
    Scalar(Scalar),
}

/// What a kernel was made from, for the blocked variants of it ([`blocked`]).
#[derive(Debug)]
struct Source {
    /// The guest's text.
    text: String,
    constants: Vec<(String, f64)>,
    /// The Guard that checked it (variants pass it too).
    guard: Guard,
    /// Why it cannot be blocked, whatever its footprint.
    unblockable: Option<&'static str>,
}

/// A compiled kernel. Clones share the compiled program (a plan keeps clones of its kernels,
/// so they outlive the guest's handles).
#[derive(Clone, Debug)]
pub struct Kernel {
    name: String,
    params: Vec<Param>,
    output: Shape,
    output_elem: Elem,
    /// Named outputs (empty: one output, `fn kernel`'s value).
    outputs: Vec<Output>,
    program: Program,
    /// Elements its program computes per invocation (see [`codegen`]).
    per: u32,
    /// Whether its program runs interior workgroups without edge tests (see [`interior`]).
    interior: bool,
    meta: Buffer,
    /// The tenant whose memory holds the kernel's buffers and its arguments' uploads.
    tenant: Tenant,
    /// Where it reads its arrays (see [`access`]).
    footprint: Arc<Footprint>,
    /// What a blocked variant of it is made from ([`Kernel::blocked`]).
    origin: Arc<Source>,
    /// The guest's quota this kernel is paid from (its count and source bytes), given back
    /// when the last clone (the guest's, or a plan's) drops.
    held: Option<Arc<Vec<crate::ledger::Reservation>>>,
    /// Its checked program ([`codegen::generate_checked`]), made on the first call that needs
    /// it: one whose reads of a strict array the host cannot prove inside.
    checked: Arc<std::sync::Mutex<Option<Program>>>,
    /// Whether it is sized per call (its declared output extents are 0; `output` is a
    /// placeholder of the rank).
    sized: bool,
    /// Its wide program, where it has one ([`codegen::generate_wide`]).
    wide: Option<Arc<Wide>>,
}

/// A kernel's wide program ([`codegen::generate_wide`]): the array parameters it reads (each
/// only at its own element), bound as vectors, and the program, made on the first call that
/// can run it.
#[derive(Debug)]
struct Wide {
    params: Vec<usize>,
    program: std::sync::Mutex<Option<Program>>,
}

/// The program in `slot`, made by `make` the first time (the `what` program of a kernel: its
/// checked or wide program), then kept for every clone.
fn made_once(
    slot: &std::sync::Mutex<Option<Program>>,
    what: &str,
    make: impl FnOnce() -> Result<Program>,
) -> Result<Program> {
    let mut slot = slot.lock().map_err(|_| Error::trap(format!("{what} program lock poisoned")))?;
    if let Some(p) = slot.as_ref() {
        return Ok(p.clone());
    }
    let program = make()?;
    *slot = Some(program.clone());
    Ok(program)
}

const WGSL_KEYWORDS: &[&str] = &[
    "alias",
    "break",
    "case",
    "const",
    "const_assert",
    "continue",
    "continuing",
    "default",
    "diagnostic",
    "discard",
    "else",
    "enable",
    "false",
    "fn",
    "for",
    "if",
    "let",
    "loop",
    "override",
    "requires",
    "return",
    "struct",
    "switch",
    "true",
    "var",
    "while",
    "kernel",
    "f32",
    "i32",
    "u32",
    "f16",
    "bool",
    "array",
    "vec2",
    "vec3",
    "vec4",
    "ptr",
    "atomic",
];

/// Checks that `name` (of a parameter or an output: `what`) can be a WGSL identifier of the
/// guest's.
fn check_name(what: &str, name: &str) -> Result<()> {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    if !first_ok || !chars.all(|c| c.is_ascii_alphanumeric() || c == '_') || name.len() > 64 {
        return Err(Error::invalid(format!(
            "{what} name `{name}` is not a WGSL identifier of at most 64 ASCII letters, digits and `_`"
        )));
    }
    if name.starts_with("__") || name.starts_with("_wh_") || name == "_" {
        return Err(Error::invalid(format!(
            "{what} name `{name}` is reserved (names starting with `__` or `_wh_` belong to the host)"
        )));
    }
    if WGSL_KEYWORDS.contains(&name) {
        return Err(Error::invalid(format!("{what} name `{name}` is a WGSL keyword or type")));
    }
    Ok(())
}

/// The most parameters a kernel may declare.
pub const MAX_PARAMS: usize = 256;

fn check_params(params: &[Param], max_arrays: u32) -> Result<()> {
    if params.len() > MAX_PARAMS {
        return Err(Error::quota(format!(
            "a kernel may take at most {MAX_PARAMS} parameters, this one declares {}",
            params.len()
        )));
    }
    let mut names: Vec<&str> = Vec::new();
    let mut arrays = 0u32;
    for p in params {
        check_name("parameter", &p.name)?;
        if let ParamKind::Array { rank, .. } = p.kind {
            if rank == 0 || usize::from(rank) > MAX_RANK {
                return Err(Error::invalid(format!(
                    "parameter `{}` has rank {rank}; arrays have rank 1 to {MAX_RANK}",
                    p.name
                )));
            }
            arrays += 1;
        }
        // Array `u` also defines `u_shape`.
        let shape_name = format!("{}_shape", p.name);
        for other in &names {
            if *other == p.name || *other == shape_name {
                return Err(Error::invalid(format!("parameter name `{}` is used twice", p.name)));
            }
            if other.strip_suffix("_shape") == Some(p.name.as_str())
                || p.name.strip_suffix("_shape") == Some(other)
            {
                return Err(Error::invalid(format!(
                    "parameter names `{other}` and `{}` collide with the generated `_shape` accessor",
                    p.name
                )));
            }
        }
        names.push(&p.name);
    }
    if arrays > max_arrays {
        return Err(Error::quota(format!(
            "a kernel may take at most {max_arrays} array parameters on this device, this one takes {arrays}"
        )));
    }
    Ok(())
}

/// The most outputs one kernel may compute.
pub const MAX_OUTPUTS: usize = 8;

/// Checks a kernel's several `outputs` (none: one output of `first`): their names, their count
/// (with the array parameters, within the device's storage bindings: the parameter block takes
/// one), the first one's element type against `first`.
fn check_outputs(outputs: &[Output], first: Elem, params: &[Param], max_storage: u32) -> Result<()> {
    if outputs.is_empty() {
        return Ok(());
    }
    if outputs.len() > MAX_OUTPUTS {
        return Err(Error::quota(format!(
            "a kernel may compute at most {MAX_OUTPUTS} outputs, this one declares {}",
            outputs.len()
        )));
    }
    for (i, o) in outputs.iter().enumerate() {
        check_name("output", &o.name)?;
        if outputs[..i].iter().any(|other| other.name == o.name) {
            return Err(Error::invalid(format!("output name `{}` is used twice", o.name)));
        }
    }
    if outputs[0].elem != first {
        return Err(Error::invalid(format!(
            "the output element type is {first} but the first output `{}` is {}; they must agree",
            outputs[0].name, outputs[0].elem
        )));
    }
    let arrays = params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
    let bindings = 1 + arrays + outputs.len();
    if bindings > max_storage as usize {
        return Err(Error::quota(format!(
            "a kernel of {arrays} array parameters and {} outputs binds {bindings} storage buffers; \
             this device allows {max_storage}",
            outputs.len()
        )));
    }
    Ok(())
}

/// Outputs' names as messages list them: `` `a`, `b` ``.
fn output_names(outputs: &[Output]) -> String {
    outputs.iter().map(|o| format!("`{}`", o.name)).collect::<Vec<_>>().join(", ")
}

/// Checks `constants` against the module's `override` declarations.
fn check_constants(module: &naga::Module, constants: &[(String, f64)]) -> Result<()> {
    for (name, value) in constants {
        let found = module.overrides.iter().find(|(_, o)| o.name.as_deref() == Some(name.as_str()));
        let Some((_, o)) = found else {
            return Err(Error::invalid(format!("constant `{name}` has no `override {name}` in the source")));
        };
        let ty = &module.types[o.ty].inner;
        let ok = match ty {
            naga::TypeInner::Scalar(s) => match (s.kind, s.width) {
                (naga::ScalarKind::Uint, 4) => {
                    value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(value)
                }
                (naga::ScalarKind::Sint, 4) => {
                    value.fract() == 0.0 && (f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(value)
                }
                (naga::ScalarKind::Float, 4) => value.is_finite() && value.abs() <= f64::from(f32::MAX),
                (naga::ScalarKind::Bool, _) => *value == 0.0 || *value == 1.0,
                _ => false,
            },
            _ => false,
        };
        if !ok {
            return Err(Error::invalid(format!(
                "constant `{name}` = {value} does not fit its override type"
            )));
        }
    }
    for (_, o) in module.overrides.iter() {
        let Some(name) = o.name.as_deref() else { continue };
        if o.init.is_none() && !constants.iter().any(|(n, _)| n == name) {
            return Err(Error::invalid(format!(
                "`override {name}` has no default and no constant was given"
            )));
        }
    }
    Ok(())
}

/// Checks the guest's `fn kernel` against the output rank and type (for several `outputs`, the
/// generated struct).
fn check_kernel_fn(module: &naga::Module, rank: usize, output: Elem, outputs: &[Output]) -> Result<()> {
    let Some((_, f)) = module.functions.iter().find(|(_, f)| f.name.as_deref() == Some("kernel")) else {
        return Err(Error::invalid("the source defines no `fn kernel`"));
    };
    let coords: Vec<String> = ["x", "y", "z"][..rank].iter().map(|c| format!("{c}: u32")).collect();
    let (returns, what) = if outputs.is_empty() {
        (output.to_string(), format!("a rank-{rank} {output} output"))
    } else {
        (codegen::OUTPUTS.to_string(), format!("rank-{rank} outputs {}", output_names(outputs)))
    };
    let want = format!("fn kernel({}) -> {returns}", coords.join(", "));
    let is_u32 = |ty: naga::Handle<naga::Type>| {
        matches!(module.types[ty].inner, naga::TypeInner::Scalar(naga::Scalar::U32))
    };
    let result_ok = f.result.as_ref().is_some_and(|r| {
        let ty = &module.types[r.ty];
        if outputs.is_empty() {
            matches!(ty.inner, naga::TypeInner::Scalar(s) if s == scalar_of(output))
        } else {
            // The host declares the only struct of that name (a second one is a redefinition).
            ty.name.as_deref() == Some(codegen::OUTPUTS) && matches!(ty.inner, naga::TypeInner::Struct { .. })
        }
    });
    if f.arguments.len() != rank || !f.arguments.iter().all(|a| is_u32(a.ty)) || !result_ok {
        return Err(Error::invalid(format!("`fn kernel` must be `{want}` for {what}")));
    }
    Ok(())
}

fn scalar_of(elem: Elem) -> naga::Scalar {
    match elem {
        Elem::F32 => naga::Scalar::F32,
        Elem::I32 => naga::Scalar::I32,
        Elem::U32 => naga::Scalar::U32,
    }
}

const COLLISION: &str = "a declaration in the source collides with a name the host generates (accessors \
                         and `_shape` functions of array parameters, scalar parameters, `output_shape`, the \
                         `Outputs` struct of a kernel of several outputs, names starting with `_wh_`)";

/// `line:column: ` of an error inside the guest's own text, or nothing.
fn at(err: &GuardError, user_len: u32) -> String {
    match err.pos {
        Some(p) if p.offset < user_len => format!("{}:{}: ", p.line, p.column),
        _ => String::new(),
    }
}

/// Turns a Guard refusal of the generated module into a message about the guest's text.
fn explain(guard: &Guard, desc: &KernelDesc, output: &Shape, err: GuardError) -> Error {
    let user_len = desc.source.len() as u32;
    let in_user_text = err.pos.is_some_and(|p| p.offset < user_len);
    if err.kind == ErrorKind::Invalid && err.message.starts_with("redefinition of") {
        return Error::invalid(format!("{}{COLLISION}: {}", at(&err, user_len), err.message));
    }
    if in_user_text || err.kind != ErrorKind::Invalid {
        return err.into();
    }
    // The error points into generated text: either the guest's `fn kernel` does not fit the
    // entry point, or a guest declaration collides with a generated name.
    let partial = desc.source.clone()
        + &codegen::generate(&desc.params, output.rank(), desc.output_elem, &desc.outputs, None, 1, None);
    match guard.check(&partial) {
        // The guest's own declarations (a binding that takes a generated one's slot), then its
        // `fn kernel`; whatever else the generated entry point cannot be built over is still
        // the guest's text meeting the host's, never a host fault.
        Ok(m) => match check_declarations(&m, desc.source.len())
            .and_then(|()| check_kernel_fn(m.module(), output.rank(), desc.output_elem, &desc.outputs))
        {
            Err(e) => e,
            Ok(()) => Error::invalid(format!(
                "the source does not fit the entry point the host generates around `fn kernel`: {}",
                err.describe()
            )),
        },
        Err(e) if e.pos.is_some_and(|p| p.offset < user_len) => e.into(),
        Err(e) => Error::invalid(format!("{}{COLLISION}: {}", at(&e, user_len), e.message)),
    }
}

/// Refuses guest declarations of resource bindings and entry points.
fn check_declarations(module: &GuardedModule, user_len: usize) -> Result<()> {
    let m = module.module();
    for (h, var) in m.global_variables.iter() {
        let span = m.global_variables.get_span(h);
        if var.binding.is_some() && span.to_range().is_some_and(|r| r.start < user_len) {
            return Err(Error::invalid(format!(
                "the source declares the resource binding `{}`; kernels take arrays as parameters \
                 and the host generates the bindings",
                var.name.as_deref().unwrap_or("?")
            )));
        }
    }
    for ep in &m.entry_points {
        if ep.name != codegen::ENTRY_POINT {
            return Err(Error::invalid(format!(
                "the source declares the entry point `{}`; the host generates the entry point \
                 around `fn kernel`",
                ep.name
            )));
        }
    }
    Ok(())
}

impl Kernel {
    /// Everything [`Kernel::create`] checks before it compiles, for an executor with `limits`:
    /// the parameters, the generated module through the Guard, `fn kernel`'s signature, the
    /// constants. The module as the executor would receive it, and the output's shape
    /// (`wasm-host check --kernel` uses this with no executor).
    pub fn check(limits: &ExecLimits, guard: &Guard, desc: &KernelDesc) -> Result<(GuardedModule, Shape)> {
        Kernel::check_named(limits, guard, desc).map(|c| (c.module, c.output))
    }

    /// [`Kernel::check`], and how the module's entry point computes its elements.
    fn check_named(limits: &ExecLimits, guard: &Guard, desc: &KernelDesc) -> Result<Checked> {
        Kernel::check_unnamed(limits, guard, desc).map_err(|e| match e.kind() {
            // A guest's mistake names the kernel it built, where the guest named it (`.name()`).
            Some(kind) if !desc.name.is_empty() => {
                Error::new(kind, format!("{} (kernel `{}`)", e.message(), desc.name))
            }
            _ => e,
        })
    }

    fn check_unnamed(limits: &ExecLimits, guard: &Guard, desc: &KernelDesc) -> Result<Checked> {
        let output = declared_output(&desc.output)?.0;
        check_params(&desc.params, limits.max_storage_buffers.saturating_sub(2))?;
        check_outputs(&desc.outputs, desc.output_elem, &desc.params, limits.max_storage_buffers)?;
        fits(limits, "the output", &output)?;
        let checked = |module: &GuardedModule| -> Result<()> {
            check_declarations(module, desc.source.len())?;
            check_kernel_fn(module.module(), output.rank(), desc.output_elem, &desc.outputs)?;
            check_constants(module.module(), &desc.constants)
        };
        let generated = |idle, per, interior: Option<&str>| {
            desc.source.clone()
                + &codegen::generate(
                    &desc.params,
                    output.rank(),
                    desc.output_elem,
                    &desc.outputs,
                    Some(idle),
                    per,
                    interior,
                )
        };
        // Several elements per invocation where the executor asks for it and the kernel allows
        // it; whatever refuses that module (a mistake of the guest's included) is answered by
        // the one-element module's checks below, whose errors are explained.
        let per = limits.elements_per_invocation;
        if per > 1 && codegen::maybe_coarsenable(&desc.source) {
            let source = generated(codegen::Idle::Return, per, None);
            if let Ok(module) = guard.check(&source)
                && codegen::coarsenable(&module, &desc.source)
                && checked(&module).is_ok()
            {
                // A stencil's interior workgroups without edge tests, where its module passes
                // the same checks and the analysis finds the same footprint in it.
                if limits.untested_interior
                    && interior::eligible(&desc.source)
                    && let footprint = access::analyze(module.module(), &desc.params, output.rank())
                    && let Some(bounds) = interior::bounds(&footprint)
                {
                    let condition =
                        interior::condition(&desc.params, &bounds, codegen::block(output.rank(), per));
                    let source = generated(codegen::Idle::Return, per, Some(&condition))
                        + &interior::copy(&desc.source, &desc.params);
                    if let Ok(split) = guard.check(&source)
                        && checked(&split).is_ok()
                        && access::analyze(split.module(), &desc.params, output.rank()) == footprint
                    {
                        return Ok(Checked { module: split, output, per, interior: true });
                    }
                }
                return Ok(Checked { module, output, per, interior: false });
            }
        }
        let idle =
            if codegen::uses_barriers(&desc.source) { codegen::Idle::Call } else { codegen::Idle::Return };
        let module = guard.check(&generated(idle, 1, None)).map_err(|e| explain(guard, desc, &output, e))?;
        checked(&module)?;
        Ok(Checked { module, output, per: 1, interior: false })
    }

    /// Checks `desc`, generates and guards the module, and compiles it on `exec`.
    pub fn create(exec: &dyn Executor, tenant: &Tenant, guard: &Guard, desc: &KernelDesc) -> Result<Kernel> {
        let Checked { module, output, per, interior } = Kernel::check_named(exec.limits(), guard, desc)?;
        let mut bindings = bindings_of(&desc.params);
        bindings.extend(desc.outputs.iter().skip(1).map(|_| Access::ReadWrite));
        let program = exec.create_program(&ProgramDesc {
            label: "kernel",
            module: &module,
            entry_point: codegen::ENTRY_POINT,
            bindings: &bindings,
            constants: &desc.constants,
            serial: false,
        })?;
        let meta =
            exec.create_buffer(tenant, "kernel parameters", 4 * codegen::meta_words(&desc.params) as u64)?;
        let footprint = Arc::new(access::analyze(module.module(), &desc.params, output.rank()));
        // A wide program for a pointwise kernel of one output already computing four elements
        // per invocation: every array it reads, read only at its own element.
        let wide = match footprint.as_ref() {
            Footprint::Stencil(reads)
                if per == codegen::WIDE && desc.outputs.is_empty() && reads.iter().all(|r| r.pointwise()) =>
            {
                let params = reads.iter().enumerate().filter(|(_, r)| !r.offsets.is_empty()).map(|(i, _)| i);
                // (Reads are per array parameter; the indices are of all parameters.)
                let arrays: Vec<usize> = desc
                    .params
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| matches!(p.kind, ParamKind::Array { .. }))
                    .map(|(i, _)| i)
                    .collect();
                let params = params.map(|k| arrays[k]).collect();
                Some(Arc::new(Wide { params, program: std::sync::Mutex::new(None) }))
            }
            _ => None,
        };
        let unblockable = unblockable(&module, desc.source.len());
        let origin = Arc::new(Source {
            text: desc.source.clone(),
            constants: desc.constants.clone(),
            guard: guard.clone(),
            unblockable,
        });
        Ok(Kernel {
            name: if desc.name.is_empty() {
                "kernel".to_string()
            } else {
                desc.name.chars().take(64).collect()
            },
            params: desc.params.clone(),
            output,
            output_elem: desc.output_elem,
            outputs: desc.outputs.clone(),
            program,
            per,
            interior,
            meta,
            tenant: tenant.clone(),
            footprint,
            origin,
            held: None,
            checked: Arc::default(),
            sized: declared_output(&desc.output)?.1,
            wide,
        })
    }

    /// Whether a call into an output of `shape` with arguments of `shapes` runs the wide program
    /// ([`codegen::generate_wide`]): the kernel has one, the output's x extent is a multiple of 4,
    /// and every array it reads has the output's shape.
    pub fn runs_wide(&self, shape: &Shape, shapes: &[Option<Shape>]) -> bool {
        let Some(wide) = &self.wide else { return false };
        shape.dims()[0].is_multiple_of(4)
            && wide.params.iter().all(|&i| shapes.get(i).copied().flatten() == Some(*shape))
    }

    /// The wide program, made on first use (see [`runs_wide`](Self::runs_wide)); its module
    /// passes the same Guard as the kernel's.
    fn wide_program(&self, exec: &dyn Executor) -> Result<Program> {
        let wide = self.wide.as_ref().ok_or_else(|| Error::trap("a kernel without a wide program"))?;
        made_once(&wide.program, "wide", || {
            let generated =
                codegen::generate_wide(&self.params, self.output.rank(), self.output_elem, &wide.params);
            self.variant(exec, "wide kernel", &generated, &bindings_of(&self.params))
        })
    }

    /// Whether it is sized per call (declared with output extents of 0).
    pub fn sized(&self) -> bool {
        self.sized
    }

    /// Refuses a kernel sized per call where its declared output would be used: a run
    /// without an output shape, a pipeline step without extents.
    pub fn check_declared(&self) -> Result<()> {
        if self.sized {
            return Err(Error::invalid(format!(
                "kernel `{}` is sized per call (declared with output extents of 0): give each run its \
                 output shape (`run-sized`, `run-outputs` with a shape, a pipeline step's extents)",
                self.name
            )));
        }
        Ok(())
    }

    /// Refuses an output `shape` of another rank than this kernel computes.
    fn check_rank(&self, shape: &Shape) -> Result<()> {
        if shape.rank() != self.output.rank() {
            return Err(Error::invalid(format!(
                "output shape {shape} has rank {}; kernel `{}` computes a rank-{} output",
                shape.rank(),
                self.name,
                self.output.rank()
            )));
        }
        Ok(())
    }

    /// This kernel with an output of `shape` (its rank) in place of the declared one: a
    /// clone sharing its programs, for a pipeline step sized by the guest.
    pub fn with_output(&self, shape: Shape) -> Result<Kernel> {
        self.check_rank(&shape)?;
        Ok(Kernel { output: shape, sized: false, ..self.clone() })
    }

    /// Whether every read of this kernel's [`Edge::Strict`] arrays lies inside them in a call
    /// into an output of `shape` with arguments of `shapes` (one per parameter, `None` for a
    /// scalar): true where it has no strict array, or where its footprint's offsets (a
    /// stencil's) stay inside the extents. A call not proven runs the checked program.
    pub fn strict_proven(&self, shape: &Shape, shapes: &[Option<Shape>]) -> bool {
        strict_proven(&self.params, &self.footprint, shape, shapes)
    }

    /// The checked program: one element per invocation, every read outside a strict array
    /// recorded in the record bound last ([`codegen::generate_checked`]). Made once, on first
    /// use; its module passes the same Guard as the kernel's.
    pub fn checked_program(&self, exec: &dyn Executor) -> Result<Program> {
        made_once(&self.checked, "checked", || {
            let idle = if codegen::uses_barriers(&self.origin.text) {
                codegen::Idle::Call
            } else {
                codegen::Idle::Return
            };
            let generated = codegen::generate_checked(
                &self.params,
                self.output.rank(),
                self.output_elem,
                &self.outputs,
                idle,
            );
            let mut bindings = bindings_of(&self.params);
            bindings.extend(self.outputs.iter().skip(1).map(|_| Access::ReadWrite));
            bindings.push(Access::ReadWrite);
            self.variant(exec, "checked kernel", &generated, &bindings)
        })
    }

    /// A program of this kernel whose generated declarations are `generated` (after the
    /// guest's text), binding `bindings`: its module passes the same Guard as the kernel's.
    fn variant(
        &self,
        exec: &dyn Executor,
        label: &str,
        generated: &str,
        bindings: &[Access],
    ) -> Result<Program> {
        let module = self.origin.guard.check(&(self.origin.text.clone() + generated)).map_err(Error::from)?;
        exec.create_program(&ProgramDesc {
            label,
            module: &module,
            entry_point: codegen::ENTRY_POINT,
            bindings,
            constants: &self.origin.constants,
            serial: false,
        })
    }

    /// An out-of-range record for a call with arguments of `shapes` (see
    /// [`crate::array::Record`]): a zeroed buffer for the checked program's last binding.
    pub fn record(&self, exec: &dyn Executor, shapes: &[Option<Shape>]) -> Result<crate::array::Record> {
        let buffer =
            exec.create_buffer(&self.tenant, "kernel out-of-range record", 4 * codegen::FAULT_WORDS as u64)?;
        let params = self.params.iter().zip(shapes).map(|(p, s)| (p.name.clone(), *s)).collect();
        Ok(crate::array::Record { buffer, params })
    }

    /// This kernel, paid for by `reservations` until its last clone drops.
    pub(crate) fn holding(mut self, reservations: Vec<crate::ledger::Reservation>) -> Kernel {
        self.held = Some(Arc::new(reservations));
        self
    }

    /// Where the kernel reads its arrays, relative to the element it computes.
    pub fn footprint(&self) -> &Footprint {
        &self.footprint
    }

    /// Why no blocked variant of this kernel can be made, whatever the plan (`None`: the
    /// footprint decides).
    pub fn unblockable(&self) -> Option<&'static str> {
        if !self.outputs.is_empty() {
            return Some(SEVERAL_OUTPUTS);
        }
        self.origin.unblockable
    }

    /// A program running `geometry.steps` steps of this kernel in one dispatch, its array
    /// parameter `carried` read from a workgroup tile (see [`blocked`]). It binds what one
    /// step binds. Its module passes the same Guard as the kernel's.
    pub fn blocked(
        &self,
        exec: &dyn Executor,
        carried: usize,
        geometry: &blocked::Geometry,
    ) -> Result<Program> {
        let generated =
            blocked::generate(&self.params, self.output.rank(), self.output_elem, carried, geometry);
        self.variant(exec, "blocked kernel", &generated, &bindings_of(&self.params))
    }

    /// The program of one phase of a band of this kernel's steps, its array parameter
    /// `carried` read from a window of rows (see [`banded`]). It binds what one step binds,
    /// then the phase's window. Its module passes the same Guard as the kernel's.
    pub fn banded(&self, exec: &dyn Executor, carried: usize) -> Result<Program> {
        let generated = banded::generate(&self.params, self.output.rank(), self.output_elem, carried);
        let mut bindings = bindings_of(&self.params);
        bindings.push(Access::Read);
        self.variant(exec, "banded kernel", &generated, &bindings)
    }

    /// Why this kernel can never run merged with others in one program ([`merged`]), whatever
    /// the plan (`None`: the plan decides).
    pub fn unmergeable(&self) -> Option<&'static str> {
        if !self.outputs.is_empty() {
            return Some(SEVERAL_OUTPUTS);
        }
        merged::unmergeable(self.origin.unblockable, &self.origin.text)
    }

    /// The name `truncated` messages use.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The parameters, in call order.
    pub fn params(&self) -> &[Param] {
        &self.params
    }

    /// The compiled program.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Whether `other` runs the very same compiled program (a clone of this kernel).
    pub fn same_program(&self, other: &Kernel) -> bool {
        self.program.same(&other.program)
    }

    /// The size in bytes of the kernel's parameter block.
    pub fn meta_bytes(&self) -> u64 {
        4 * codegen::meta_words(&self.params) as u64
    }

    /// The output shape.
    pub fn output(&self) -> &Shape {
        &self.output
    }

    /// The output element type (of the first output, for a kernel of several).
    pub fn output_elem(&self) -> Elem {
        self.output_elem
    }

    /// The element type of each output, in order (one for a kernel of one output).
    pub fn output_elems(&self) -> Vec<Elem> {
        if self.outputs.is_empty() {
            vec![self.output_elem]
        } else {
            self.outputs.iter().map(|o| o.elem).collect()
        }
    }

    /// Refuses a kernel of several outputs where one result is expected (`kernel.run`).
    pub fn check_one_output(&self) -> Result<()> {
        if self.outputs.len() > 1 {
            return Err(Error::invalid(format!(
                "kernel `{}` computes {} outputs ({}): run it with `run-outputs`",
                self.name,
                self.outputs.len(),
                output_names(&self.outputs)
            )));
        }
        Ok(())
    }

    /// Checks `args` against the parameters and runs the kernel into `output` (a buffer of
    /// [`Shape::bytes`] of [`output`](Self::output), made by the caller so it can account for
    /// it). Waits for the device only to verify a long lineage (see [`crate::array::MAX_PENDING`]).
    pub async fn run(
        &self,
        exec: &dyn Executor,
        args: &[Arg<'_>],
        output: &Buffer,
    ) -> Result<Option<Arc<Origin>>> {
        self.check_declared()?;
        self.run_sized(exec, args, &self.output, output).await
    }

    /// Checks that `shape` can be this kernel's output for one call (its rank, within the
    /// device's largest array): the output of [`run_sized`](Self::run_sized).
    pub fn check_output(&self, exec: &dyn Executor, shape: &Shape) -> Result<()> {
        self.check_rank(shape)?;
        check_fits(exec, "the output", shape)
    }

    /// [`run`](Self::run) into an output of `shape` for this call (checked by
    /// [`check_output`](Self::check_output)): the program reads the output's extents from the
    /// parameter block, so one kernel serves any size of its rank.
    pub async fn run_sized(
        &self,
        exec: &dyn Executor,
        args: &[Arg<'_>],
        shape: &Shape,
        output: &Buffer,
    ) -> Result<Option<Arc<Origin>>> {
        self.run_outputs(exec, args, shape, &[output]).await
    }

    /// [`run_sized`](Self::run_sized) for a kernel of several outputs: one buffer per output
    /// (each of [`Shape::bytes`] of `shape` times its element size, which is 4 for all), in
    /// order. A kernel of one output takes one buffer; a kernel of several refuses one
    /// (`invalid`: the guest called `run` on it).
    pub async fn run_outputs(
        &self,
        exec: &dyn Executor,
        args: &[Arg<'_>],
        shape: &Shape,
        outputs: &[&Buffer],
    ) -> Result<Option<Arc<Origin>>> {
        let count = self.outputs.len().max(1);
        if outputs.len() != count {
            if outputs.len() == 1 {
                self.check_one_output()?;
            }
            return Err(Error::trap(format!(
                "kernel `{}`: {} output buffers for {count} outputs",
                self.name,
                outputs.len()
            )));
        }
        self.check_output(exec, shape)?;
        if outputs.iter().any(|o| o.size() < shape.bytes()) {
            return Err(Error::trap("kernel output buffer too small"));
        }
        if args.len() != self.params.len() {
            return Err(Error::invalid(self.arity_message(args.len())));
        }
        // The parameter block, laid out as `codegen` documents: output extents, then per
        // parameter in order its extents or its bits.
        let mut words: Vec<u32> = shape.dims3().to_vec();
        let mut uploads: Vec<Buffer> = Vec::new();
        let mut residents: Vec<&Buffer> = Vec::new();
        // Per array parameter: an index into `uploads` or `residents`.
        let mut order: Vec<(bool, usize)> = Vec::new();
        // Per parameter: the array's shape.
        let shapes = arg_shapes(args);
        for (i, (param, arg)) in self.params.iter().zip(args).enumerate() {
            let mismatch =
                |got: String| Error::invalid(format!("argument {i}: parameter {param} was given {got}"));
            match (param.kind, arg) {
                (ParamKind::Array { elem, rank, .. }, Arg::Resident(a)) => {
                    check_array(&mismatch, elem, rank, a.elem(), a.shape())?;
                    words.extend(a.shape().dims3());
                    residents.push(a.buffer()?);
                    order.push((false, residents.len() - 1));
                }
                (ParamKind::Array { elem, rank, .. }, Arg::Data(shape, data)) => {
                    check_array(&mismatch, elem, rank, data.elem(), shape)?;
                    data.check_shape(shape)
                        .map_err(|e| Error::invalid(format!("argument {i}: {}", e.message())))?;
                    check_fits(exec, &format!("argument {i}"), shape)?;
                    let buffer =
                        exec.create_buffer_for_write(&self.tenant, "kernel argument", shape.bytes())?;
                    exec.write_buffer(&buffer, 0, data.as_bytes())?;
                    words.extend(shape.dims3());
                    uploads.push(buffer);
                    order.push((true, uploads.len() - 1));
                }
                (ParamKind::Scalar(elem), Arg::Scalar(s)) if s.elem() == elem => words.push(s.bits()),
                (ParamKind::Scalar(_), Arg::Scalar(s)) => {
                    return Err(mismatch(format!("{} scalar", s.elem().with_article())));
                }
                (ParamKind::Scalar(_), _) => return Err(mismatch("an array".into())),
                (ParamKind::Array { .. }, Arg::Scalar(s)) => {
                    return Err(mismatch(format!("{} scalar", s.elem().with_article())));
                }
            }
        }
        exec.write_buffer(&self.meta, 0, bytemuck::cast_slice(&words))?;
        let mut bindings: Vec<&Buffer> = vec![&self.meta, outputs[0]];
        for (uploaded, i) in order {
            bindings.push(if uploaded { &uploads[i] } else { residents[i] });
        }
        bindings.extend(&outputs[1..]);
        // Reads of a strict array not proven inside run the checked program, which records the
        // first read outside; reading the result verifies the record.
        let (program, workgroups, record) = if self.runs_wide(shape, &shapes) {
            (self.wide_program(exec)?, grid(exec, shape, codegen::WIDE)?, None)
        } else if self.strict_proven(shape, &shapes) {
            (self.program.clone(), self.workgroups_for(exec, shape)?, None)
        } else {
            (self.checked_program(exec)?, grid(exec, shape, 1)?, Some(self.record(exec, &shapes)?))
        };
        if let Some(r) = &record {
            bindings.push(&r.buffer);
        }
        let probe = parts::dispatch_in_parts(exec, &self.tenant, &program, &bindings, workgroups).await?;
        let inputs = args.iter().filter_map(|a| match a {
            Arg::Resident(r) => r.origin().cloned(),
            _ => None,
        });
        Origin::of_dispatch(&self.name, probe, record, inputs, exec).await
    }

    /// Why `given` arguments do not fit: the kernel by name, what it takes, and the first
    /// parameter left without one (or how many are too many).
    fn arity_message(&self, given: usize) -> String {
        let takes = self.params.len();
        let noun = |n: usize| if n == 1 { "argument" } else { "arguments" };
        let verb = if given == 1 { "was" } else { "were" };
        let missing = match self.params.get(given) {
            Some(p) => format!(": no argument for parameter {p}"),
            None => format!(": {} too many", given - takes),
        };
        format!("kernel `{}` takes {takes} {}, {given} {verb} given{missing}", self.name, noun(takes))
    }

    /// Invocations of one run (workgroups × workgroup size, including the idle lanes of
    /// partial workgroups).
    pub fn invocations(&self, exec: &dyn Executor) -> Result<u64> {
        self.invocations_for(exec, &self.output)
    }

    /// [`invocations`](Self::invocations) of a run into an output of `shape`.
    pub fn invocations_for(&self, exec: &dyn Executor, shape: &Shape) -> Result<u64> {
        invocations(exec, shape, self.per)
    }

    /// The invocations of a call into an output of `shape` with `args`: as
    /// [`invocations_for`](Self::invocations_for), or one element per invocation where the
    /// call runs the checked program (its strict reads not proven inside).
    pub fn invocations_of_call(&self, exec: &dyn Executor, shape: &Shape, args: &[Arg<'_>]) -> Result<u64> {
        let per = if self.strict_proven(shape, &arg_shapes(args)) { self.per } else { 1 };
        invocations(exec, shape, per)
    }

    /// [`invocations`](Self::invocations) of a program made from this kernel that computes
    /// `per` elements per invocation over its output.
    pub fn invocations_at(&self, exec: &dyn Executor, per: u32) -> Result<u64> {
        invocations(exec, &self.output, per)
    }

    /// The workgroups of one run.
    pub fn workgroups(&self, exec: &dyn Executor) -> Result<[u32; 3]> {
        self.workgroups_for(exec, &self.output)
    }

    /// [`workgroups`](Self::workgroups) of a run into an output of `shape`.
    pub fn workgroups_for(&self, exec: &dyn Executor, shape: &Shape) -> Result<[u32; 3]> {
        grid(exec, shape, self.per)
    }

    /// The workgroups of a program made from this kernel that computes `per` elements per
    /// invocation over its output (a merged or banded program).
    pub fn workgroups_at(&self, exec: &dyn Executor, per: u32) -> Result<[u32; 3]> {
        grid(exec, &self.output, per)
    }

    /// Elements its program computes per invocation (see [`codegen`]).
    pub fn elements_per_invocation(&self) -> u32 {
        self.per
    }

    /// Whether its program runs interior workgroups without edge tests (see [`interior`]).
    pub fn untested_interior(&self) -> bool {
        self.interior
    }
}

/// Invocations of a generated entry point computing `per` elements per invocation over an
/// output of `shape` (workgroups × workgroup size, the idle lanes of partial workgroups
/// included).
fn invocations(exec: &dyn Executor, shape: &Shape, per: u32) -> Result<u64> {
    let groups = grid(exec, shape, per)?;
    let size = codegen::workgroup_size(shape.rank());
    Ok(groups.iter().chain(&size).map(|&n| u64::from(n)).product())
}

/// The shape of each argument that is an array (`None` for a scalar), in order.
fn arg_shapes(args: &[Arg<'_>]) -> Vec<Option<Shape>> {
    args.iter()
        .map(|a| match a {
            Arg::Resident(r) => Some(*r.shape()),
            Arg::Data(shape, _) => Some(*shape),
            Arg::Scalar(_) => None,
        })
        .collect()
}

/// [`Kernel::strict_proven`] for a kernel of `params` and `footprint`.
pub fn strict_proven(
    params: &[Param],
    footprint: &Footprint,
    output: &Shape,
    shapes: &[Option<Shape>],
) -> bool {
    let strict = |p: &Param| matches!(p.kind, ParamKind::Array { edge: Edge::Strict, .. });
    if !params.iter().any(strict) {
        return true;
    }
    let Footprint::Stencil(reads) = footprint else { return false };
    let out = output.dims3();
    // The footprint has one entry per array parameter, in order.
    let arrays = params.iter().zip(shapes).filter(|(p, _)| matches!(p.kind, ParamKind::Array { .. }));
    arrays.zip(reads).all(|((p, shape), reads)| {
        let ParamKind::Array { rank, edge: Edge::Strict, .. } = p.kind else { return true };
        let Some(shape) = shape else { return false };
        let n = shape.dims3();
        // Coordinate c + o on each axis, for every c of the output, lies in 0..n.
        reads.offsets.iter().all(|o| {
            (0..usize::from(rank))
                .all(|a| o[a] >= 0 && i64::from(out[a]) - 1 + i64::from(o[a]) < i64::from(n[a]))
        })
    })
}

/// The workgroups of a generated entry point computing `per` elements per invocation along x
/// over an output of `shape`.
fn grid(exec: &dyn Executor, shape: &Shape, per: u32) -> Result<[u32; 3]> {
    let max = exec.limits().max_workgroups_per_dimension.max(1);
    let size = codegen::block(shape.rank(), per);
    let dims = shape.dims3();
    let mut groups = [0u32; 3];
    for axis in 0..3 {
        groups[axis] = dims[axis].div_ceil(size[axis]);
    }
    if shape.rank() == 1 && groups[0] > max {
        // As few rows as fit, each as short as covers the output: at most one row's worth
        // of workgroups past the end (not up to a whole row of `max`).
        let total = groups[0];
        groups[1] = total.div_ceil(max);
        groups[0] = total.div_ceil(groups[1]);
    }
    if groups.iter().any(|&g| g > max) {
        return Err(Error::quota(format!(
            "output {} needs {groups:?} workgroups; the device allows {max} per dimension",
            shape
        )));
    }
    Ok(groups)
}

/// What [`Kernel::check`] makes of a description: the module, the output's shape, the elements
/// per invocation of its entry point, and whether it has an interior copy ([`interior`]).
struct Checked {
    module: GuardedModule,
    output: Shape,
    per: u32,
    interior: bool,
}

/// Why a kernel of several outputs never runs blocked or merged with others: those programs
/// store one result per step.
const SEVERAL_OUTPUTS: &str = "it computes several outputs";

/// Why a kernel whose guarded module is `module` (the guest's text its first `source_len`
/// bytes) can never run in a blocked variant ([`blocked`]), whatever its footprint: a blocked
/// invocation calls `kernel` for many cells, so private state would carry from one cell to
/// the next, and the loop budget (per invocation) would be shared by many cells.
pub fn unblockable(module: &GuardedModule, source_len: usize) -> Option<&'static str> {
    let m = module.module();
    let declares_globals = m
        .global_variables
        .iter()
        .any(|(h, _)| m.global_variables.get_span(h).to_range().is_some_and(|r| r.start < source_len));
    if crate::guard::budget::count_loops(m) > 0 {
        Some("it has loops (the loop budget is per invocation, and a blocked invocation computes many cells)")
    } else if declares_globals {
        Some("its source declares module-scope variables (a blocked invocation computes many cells)")
    } else {
        None
    }
}

/// How a kernel's program accesses its bindings: the parameter block, the output, the arrays.
fn bindings_of(params: &[Param]) -> Vec<Access> {
    let mut bindings = vec![Access::Read, Access::ReadWrite];
    bindings
        .extend(params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).map(|_| Access::Read));
    bindings
}

fn check_array(
    mismatch: &dyn Fn(String) -> Error,
    elem: Elem,
    rank: u8,
    got_elem: Elem,
    got_shape: &Shape,
) -> Result<()> {
    if got_elem != elem || got_shape.rank() != usize::from(rank) {
        return Err(mismatch(format!("a rank-{} {got_elem} array of shape {got_shape}", got_shape.rank())));
    }
    Ok(())
}

/// Refuses arrays larger than the executor can bind, or than a `u32` index can address.
pub fn check_fits(exec: &dyn Executor, what: &str, shape: &Shape) -> Result<()> {
    fits(exec.limits(), what, shape)
}

/// [`check_fits`] against `limits`.
fn fits(limits: &ExecLimits, what: &str, shape: &Shape) -> Result<()> {
    let max = limits.max_buffer_bytes.min(u64::from(u32::MAX) * 4);
    if shape.bytes() > max {
        return Err(Error::quota(format!(
            "{what} of shape {shape} is {} bytes; the largest array on this device is {max} bytes",
            shape.bytes()
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exec::cpu::{CpuOptions, limits};
    use crate::guard::GuardPolicy;

    fn desc(name: &str, source: &str) -> KernelDesc {
        KernelDesc {
            name: name.into(),
            source: source.into(),
            params: vec![Param::array("u", Elem::F32, 1, Edge::Zero)],
            output: vec![8],
            output_elem: Elem::F32,
            constants: Vec::new(),
            outputs: Vec::new(),
        }
    }

    /// A build error keeps its line:column in the guest's WGSL and names the kernel the guest
    /// named (`.name()`); an unnamed kernel's error is left as it is.
    #[test]
    fn build_errors_name_the_kernel() {
        let guard = Guard::new(GuardPolicy::default());
        let bad = "fn kernel(x: u32) -> f32 {\n  return u(x) +;\n}\n";
        let check = |name: &str| Kernel::check(&limits(&CpuOptions::default()), &guard, &desc(name, bad));
        let e = check("blur").expect_err("refused");
        assert_eq!(e.kind(), Some(ErrorKind::Invalid), "{e}");
        assert!(e.message().starts_with("2:16: ") && e.message().ends_with(" (kernel `blur`)"), "{e}");
        let e = check("").expect_err("refused");
        assert!(e.message().starts_with("2:16: ") && !e.message().contains("(kernel"), "{e}");
    }
}
