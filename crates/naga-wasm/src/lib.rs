//! naga IR to WebAssembly: one compute entry point of a validated naga module to a wasm module
//! that runs whole workgroups over one shared memory, shaped like naga's own back ends
//! (`naga::back::spv`): [`compile`] takes the module, its [`ModuleInfo`](naga::valid::ModuleInfo),
//! the entry point and [`Options`], and answers a [`Compiled`] module or an [`Error`].
//!
//! The output keeps the contract of [`abi`]: it imports one shared memory and exports
//! `run(lo, hi, table, scratch)`, which computes workgroups `lo..hi` of a dispatch; every
//! invocation of a workgroup runs inside that loop in wasm, one after another. Values are
//! scalarized: a `vec3<f32>` is three wasm `f32`s, a struct its members' scalars in order.
//! Function-local variables and private variables live in wasm locals and globals; storage and
//! uniform variables live in memory at the binding's base. Helper functions become wasm
//! functions; the entry point's body is inlined into the invocation loop. Where it can, the
//! compiler runs 4 adjacent invocations at a time in SIMD128 lanes ([`Path::Vector`]); a
//! kernel the vectorizer does not handle compiles to scalar code and says why
//! ([`Path::Scalar`]). A vectorized loop whose lanes leave at different iterations (often a
//! dependent chain, bound by latency) runs two vectors interleaved where it can, one turn of
//! each per turn of the loop ([`Options::interleave`]).
//!
//! Robustness: every index into memory is clamped into its binding, so a kernel reaches only
//! its own bindings. Integer division and remainder by zero, and `MIN / -1`, give WGSL's
//! results, never a trap; float-to-int conversions saturate. What this version does not compile
//! is refused with [`Error::Unsupported`], naming the construct and its line: a barrier inside a
//! switch, pointers as function arguments, dynamic indexing of nested aggregates in local
//! variables, 64-bit and 16-bit types (wasm-host's docs/design/cpu-executor.md has the list).
//!
//! The module must have passed naga's validator; overrides must already be resolved
//! (`naga::back::pipeline_constants::process_overrides`), as for naga's other back ends. The
//! compiler bounds its own work (inlining, unrolling, values per scalar) but not the input's
//! size: wasm-host bounds that before (its Guard).
//!
//! Invariant: vectorizing never changes a result. A kernel's vectorized code computes what its
//! scalar code computes, bit for bit (what has no vector form runs lane by lane through the
//! scalar code; this crate's tests compare the two on seeded random bindings), and what the
//! vectorizer cannot do makes the kernel scalar ([`NotVectorized`]), never an error.

pub mod abi;
mod builtins;
mod error;
mod func;
mod libm;
mod math;
mod module;
mod varying;

pub use error::{Error, Location};

use error::Fail;

/// What [`compile`] may do, and the limits it keeps.
#[derive(Clone, Copy, Debug)]
pub struct Options<'a> {
    /// Run adjacent invocations in SIMD128 lanes where the vectorizer handles the kernel.
    pub vectorize: bool,
    /// Inline calls of small helpers (otherwise each is a wasm call; helpers with barriers or
    /// pointer arguments are always inlined).
    pub inline: bool,
    /// Vector code: run two vectors of invocations through a masked loop together (8 lanes
    /// as two v128 chains the processor overlaps) where the kernel allows it (see
    /// [`Path::Vector`]'s `interleaved`).
    pub interleave: bool,
    /// The module's WGSL source, for the locations in errors.
    pub source: Option<&'a str>,
    /// The limits a kernel must keep.
    pub limits: Limits,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options { vectorize: true, inline: true, interleave: true, source: None, limits: Limits::default() }
    }
}

/// Limits on a kernel, each answered with [`Error::Quota`] when exceeded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most invocations in one workgroup.
    pub workgroup_invocations: u64,
    /// Most bytes of workgroup variables.
    pub workgroup_bytes: u32,
    /// Most bytes of scratch one worker may need ([`Compiled::scratch_bytes`]).
    pub scratch_bytes: u32,
}

impl Default for Limits {
    /// 1024 invocations (WebGPU's largest `maxComputeInvocationsPerWorkgroup`), 64 KiB of
    /// workgroup variables (twice WebGPU's default `maxComputeWorkgroupStorageSize`), 256 MiB
    /// of scratch.
    fn default() -> Self {
        Limits { workgroup_invocations: 1024, workgroup_bytes: 64 * 1024, scratch_bytes: 256 << 20 }
    }
}

/// One binding the compiled module reads from the table, in slot order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableBinding {
    /// Bind group.
    pub group: u32,
    /// Binding within the group.
    pub binding: u32,
    /// The least bytes the binding must have (its type's size without a runtime array).
    pub min_bytes: u32,
}

/// A compiled entry point.
#[derive(Debug)]
pub struct Compiled {
    /// The wasm module.
    pub wasm: Vec<u8>,
    /// The bindings, in the table's slot order.
    pub slots: Vec<TableBinding>,
    /// The entry point's workgroup size.
    pub workgroup_size: [u32; 3],
    /// Bytes of scratch memory each worker needs (workgroup variables, and per-invocation state
    /// for kernels with barriers); 0 for none.
    pub scratch_bytes: u32,
    /// Whether the kernel was vectorized, and if not why.
    pub path: Path,
}

/// How a compiled kernel runs its invocations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Path {
    /// `lanes` adjacent invocations at a time in SIMD128 lanes; `row_tests` bounds tests
    /// are decided once per row of the workgroup (0: none, every test runs per vector);
    /// `packed` workgroups (adjacent in x) run as one row, for workgroups smaller than a row
    /// (0: a row is one workgroup's); `interleaved`: a masked loop runs two vectors at a
    /// time.
    Vector { lanes: u32, row_tests: u32, packed: u32, interleaved: bool },
    /// One invocation at a time, for the reason given.
    Scalar(NotVectorized),
}

/// Why a kernel runs one invocation at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotVectorized {
    /// [`Options::vectorize`] was off.
    Off,
    /// The vectorizer does not handle a construct of the kernel (named).
    Refused(String),
    /// The vectorized build failed where the scalar one did not (more locals than a wasm
    /// function may have, a limit).
    Failed(Error),
    /// The vectorized module was refused after compiling (by the runtime's wasm compiler: a
    /// bug of the vectorizer's, answered by the scalar module), with that error.
    Rejected(String),
}

impl std::fmt::Display for NotVectorized {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotVectorized::Off => f.write_str("vectorizing is off"),
            NotVectorized::Refused(what) => f.write_str(what),
            NotVectorized::Failed(e) => write!(f, "{e}"),
            NotVectorized::Rejected(e) => write!(f, "internal error in the vectorizer: {e}"),
        }
    }
}

impl std::fmt::Display for Path {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Path::Vector { lanes, row_tests, packed, interleaved } => {
                write!(f, "vectorized ({lanes} lanes")?;
                if *interleaved {
                    write!(f, "; a loop runs two vectors interleaved")?;
                }
                if *packed > 0 {
                    write!(f, "; {packed} workgroups per row")?;
                }
                if *row_tests > 0 {
                    let s = if *row_tests == 1 { "" } else { "s" };
                    write!(f, "; {row_tests} bounds test{s} decided per row")?;
                }
                write!(f, ")")
            }
            Path::Scalar(reason) => write!(f, "scalar ({reason})"),
        }
    }
}

/// Compiles `entry_point` of `module`: vectorized when [`Options::vectorize`] is on and the
/// vectorizer handles the kernel, else to scalar code (the result's [`Path`] says which, and
/// why).
pub fn compile(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    entry_point: &str,
    options: &Options<'_>,
) -> Result<Compiled, Error> {
    if !options.vectorize {
        return scalar(module, info, entry_point, options);
    }
    let vectorized = |interleave| {
        let options = Options { interleave, ..*options };
        module::build(module, info, entry_point, &options, options.inline, true)
    };
    let first = vectorized(options.interleave);
    // Where the pairs do not fit the kernel (or its two copies of code, wasm's locals), the
    // vector code without them.
    let retry = matches!(first, Err(Fail::NotPaired(_)) | Err(Fail::Error(Error::Locals { .. })));
    let built = if retry && options.interleave { vectorized(false) } else { first };
    let reason = match built {
        Ok(c) => return Ok(c),
        Err(Fail::NotVectorized(what)) => NotVectorized::Refused(what),
        Err(Fail::NotPaired(what)) => {
            return Err(Error::Internal(format!("the build without pairs refused them: {what}")));
        }
        // The scalar build may still fit (fewer locals), or fails with the error that counts.
        Err(Fail::Error(e)) => NotVectorized::Failed(e),
    };
    let c = scalar(module, info, entry_point, options)?;
    Ok(Compiled { path: Path::Scalar(reason), ..c })
}

/// The scalar build (its path says [`NotVectorized::Off`]; [`compile`] gives the reason); where a function is over wasm's locals once its helpers are inlined, again
/// with them called instead (WGSLsmith seeds 200376, 201178 and 201669 fit that way).
fn scalar(
    module: &naga::Module,
    info: &naga::valid::ModuleInfo,
    entry_point: &str,
    options: &Options<'_>,
) -> Result<Compiled, Error> {
    let build = |inline| match module::build(module, info, entry_point, options, inline, false) {
        Ok(c) => Ok(c),
        Err(Fail::Error(e)) => Err(e),
        Err(Fail::NotVectorized(why) | Fail::NotPaired(why)) => {
            Err(Error::Internal(format!("the scalar build refused to vectorize: {why}")))
        }
    };
    match build(options.inline) {
        Err(Error::Locals { .. }) if options.inline => build(false),
        other => other,
    }
}
