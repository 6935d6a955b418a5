//! The Guard: the only way WGSL becomes something an executor accepts.
//!
//! [`Guard::check`] parses WGSL with naga, validates it, applies the host's checks and returns a
//! [`GuardedModule`]. That type's fields are private and this module is the only place that
//! makes one, so "no WGSL reaches an executor except through the Guard" holds by construction.
//!
//! Steps: bound the expressions' nesting (`nesting`) → parse → validate → refuse bindings in
//! the reserved group → bound every loop (the loop budget, [`budget`]) → validate again. A module with loops and a vertex, fragment, task or mesh
//! entry point cannot take the storage flag and is refused as `unbounded`: nothing unbounded runs.
//! The rewrite is on naga IR, so every executor runs the very same bounded module.
//!
//! Every size a module can make a compiler allocate is bounded here, before any compiler runs:
//! its nesting (before parsing), its private and function variables per invocation, its
//! workgroup storage and its IR size (`footprint`).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};

use crate::error::{Error, ErrorKind};

pub mod budget;
mod constructs;
mod footprint;
pub(crate) mod nesting;
pub use nesting::block_comment_end;
mod wgsl_errors;
mod workgroup_bools;

pub use budget::LoopCounts;

/// How loop budgets are sized (see [`budget::iterations`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LoopBudget {
    /// Loop iterations one dispatch may spend in total: B = work / invocations.
    pub work: u64,
    /// The smallest budget, whatever the dispatch size (a power of two).
    pub min_iterations: u32,
    /// The largest budget (a power of two, at most 2^31).
    pub max_iterations: u32,
    /// Invocations an indirect dispatch is budgeted as.
    pub indirect_invocations: u64,
}

impl Default for LoopBudget {
    fn default() -> Self {
        LoopBudget {
            work: 1 << 34,
            min_iterations: 1 << 10,
            max_iterations: 1 << 24,
            indirect_invocations: 1 << 26,
        }
    }
}

impl LoopBudget {
    /// Checks the settings: powers of two, min ≤ max ≤ 2^31, work > 0.
    pub fn validate(&self) -> Result<(), String> {
        let pow2 = |v: u32| v.is_power_of_two() && v <= 1 << 31;
        if !pow2(self.min_iterations)
            || !pow2(self.max_iterations)
            || self.min_iterations > self.max_iterations
        {
            return Err(format!(
                "loop budget: min {} and max {} iterations must be powers of two with min <= max <= 2^31",
                self.min_iterations, self.max_iterations
            ));
        }
        if self.work == 0 || self.indirect_invocations == 0 {
            return Err("loop budget: work and indirect invocations must be positive".into());
        }
        Ok(())
    }

    /// This budget with its work and its largest B divided by `divisor` (a power of two); the
    /// smallest B stays (so a loop that fits it runs whatever the dispatch size), and the
    /// largest never falls below it.
    pub fn divided(&self, divisor: u32) -> LoopBudget {
        let d = divisor.max(1);
        LoopBudget {
            work: (self.work / u64::from(d)).max(1),
            min_iterations: self.min_iterations,
            max_iterations: (self.max_iterations / d).max(self.min_iterations),
            indirect_invocations: self.indirect_invocations,
        }
    }

    /// The budget B of a dispatch of `invocations` (`None`: an indirect dispatch).
    pub fn iterations(&self, invocations: Option<u64>) -> u32 {
        budget::iterations(
            self.work,
            invocations.unwrap_or(self.indirect_invocations),
            self.min_iterations,
            self.max_iterations,
        )
    }
}

/// What an executor needs to run a bounded module: where the flag and budget go and how big
/// budgets are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The reserved bind group (flag at binding 0, budget at binding 1).
    pub group: u32,
    /// The budget rule.
    pub budget: LoopBudget,
    /// What the rewrite found.
    pub counts: LoopCounts,
}

/// The default of [`GuardPolicy::max_invocation_bytes`]: 16 KiB of private and function
/// variables per invocation.
pub const DEFAULT_MAX_INVOCATION_BYTES: u32 = 16 << 10;

/// The default of [`GuardPolicy::max_expanded_items`]: 2^24 expressions per invocation and
/// loop iteration. Real programs stay far below it (the largest seen, a WGSLsmith program of
/// helpers called from several places, reaches 5.6 million, and NVIDIA's driver compiles and
/// runs it); calls that multiply level upon level pass it within a few levels.
pub const DEFAULT_MAX_EXPANDED_ITEMS: u64 = 1 << 24;

/// The Guard's settings.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct GuardPolicy {
    /// The reserved bind group: modules may not declare bindings in it or above.
    pub reserved_group: u32,
    /// The largest WGSL source accepted, in bytes.
    pub max_source_bytes: usize,
    /// The deepest an expression may nest (operators, brackets, member accesses; see
    /// `nesting`): parsing recurses once per level, on the caller's stack.
    pub max_nesting: usize,
    /// The most bytes of `var<private>` and function-local variables one invocation of an entry
    /// point may need (along its deepest call path); see `footprint`.
    pub max_invocation_bytes: u32,
    /// The most bytes of `var<workgroup>` one entry point may use: the device's
    /// `maxComputeWorkgroupStorageSize` (the runtime sets it from the executor).
    pub max_workgroup_bytes: u32,
    /// The most IR items (types, constants, globals, expressions, locals, arguments) a parsed
    /// module may hold.
    pub max_ir_items: usize,
    /// The most expressions one entry point may reach with every call expanded in place (a
    /// function called from two places counts twice; a loop's body once, its repetitions being
    /// the loop budget's). Calls multiply work without any loop (64 levels of functions that
    /// each call the next twice run 2^64 calls, and drivers that inline them compile 2^64
    /// copies): this bounds both. See `footprint`.
    pub max_expanded_items: u64,
    /// The largest value one expression may produce, in bytes (a `const` or a composed,
    /// zero-valued or loaded array): drivers materialize such values per invocation, and a
    /// `const` array of 10^8 words took a driver to 14 GB. See `footprint`.
    pub max_value_bytes: u32,
    /// The most bytes of module-scope `const` data a module may declare, all constants
    /// together.
    pub max_constant_bytes: u32,
    /// How loop budgets are sized.
    pub budget: LoopBudget,
    /// What a module with a loop that holds a barrier gets of the budget's work and largest B:
    /// 1 / this (a power of two; see [`LoopBudget::divided`]). 1 on GPUs; more where an
    /// iteration of such a loop costs a pass over the whole workgroup (the cpu executor runs a
    /// barrier region one invocation at a time, each invocation's state saved and restored), so
    /// that cutting one takes about as long as cutting a loop without barriers (see the
    /// runtime's `cpu_caps`).
    pub barrier_loop_divisor: u32,
    /// Whether loops are bounded. Always true in the host; false exists only so the benchmark
    /// can measure what the rewrite costs against the same module unrewritten.
    #[doc(hidden)]
    pub bound_loops: bool,
    /// What naga's validator allows beyond core WGSL: the executor's (the runtime sets
    /// `SHADER_FLOAT16_IN_FLOAT32` where the executor runs f16 conversions); none by default.
    #[serde(with = "capability_bits")]
    pub capabilities: Capabilities,
}

/// naga's capabilities as their bits (naga serializes them only with its `serialize` feature).
mod capability_bits {
    use naga::valid::Capabilities;

    pub fn serialize<S: serde::Serializer>(c: &Capabilities, s: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&c.bits(), s)
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Capabilities, D::Error> {
        let bits = <_ as serde::Deserialize>::deserialize(d)?;
        Ok(Capabilities::from_bits_truncate(bits))
    }
}

impl Default for GuardPolicy {
    fn default() -> Self {
        GuardPolicy {
            reserved_group: 3,
            max_source_bytes: 1 << 20,
            max_nesting: 1024,
            max_invocation_bytes: DEFAULT_MAX_INVOCATION_BYTES,
            max_workgroup_bytes: 16 << 10,
            max_ir_items: 1 << 19,
            max_expanded_items: DEFAULT_MAX_EXPANDED_ITEMS,
            max_value_bytes: DEFAULT_MAX_INVOCATION_BYTES,
            max_constant_bytes: 64 << 10,
            budget: LoopBudget::default(),
            barrier_loop_divisor: 1,
            bound_loops: true,
            capabilities: Capabilities::empty(),
        }
    }
}

/// Where in the WGSL text a diagnostic points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SourcePos {
    /// 1-based line.
    pub line: u32,
    /// 1-based column, in bytes.
    pub column: u32,
    /// 0-based byte offset.
    pub offset: u32,
}

/// A refusal by the Guard: the named kind, a message, and where in the source it points.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{message}")]
pub struct GuardError {
    /// The named error.
    pub kind: ErrorKind,
    /// naga's message (or the Guard's), without the position.
    pub message: String,
    /// Where the problem is, when known.
    pub pos: Option<SourcePos>,
}

impl GuardError {
    fn at(kind: ErrorKind, message: String, loc: Option<naga::SourceLocation>) -> Self {
        GuardError {
            kind,
            message,
            pos: loc.map(|l| SourcePos { line: l.line_number, column: l.line_position, offset: l.offset }),
        }
    }

    /// The message prefixed with `line:column` when known.
    pub fn describe(&self) -> String {
        match self.pos {
            Some(p) => format!("{}:{}: {}", p.line, p.column, self.message),
            None => self.message.clone(),
        }
    }
}

impl From<GuardError> for Error {
    fn from(e: GuardError) -> Self {
        Error::new(e.kind, e.describe())
    }
}

/// A module that passed the Guard: parsed, validated, checked. Only [`Guard::check`] makes one.
#[derive(Debug)]
pub struct GuardedModule {
    /// The text the module was parsed from: spans point into it, and it (with the rewrite's
    /// settings) identifies the module for compile caches.
    source: Arc<str>,
    module: naga::Module,
    info: ModuleInfo,
    bounds: Option<Bounds>,
    static_bound: Option<u64>,
    /// The workgroup storage limit the module was checked against (see [`Self::check_entry`]).
    max_workgroup_bytes: u32,
    /// The policy it passed under (the GPU process checks the source again under it).
    policy: GuardPolicy,
    /// Its workgroup variables of bool types are stored as u32 (`workgroup_bools`).
    bools_widened: bool,
}

impl GuardedModule {
    /// Checks what can only be checked once a pipeline's entry point and constants are known:
    /// storage whose size depends on an `override` (`quota` over the device's workgroup limit
    /// or the Guard's per-invocation and per-value bounds).
    /// Executors call this before they compile anything; without such arrays it costs nothing.
    pub fn check_entry(&self, entry: &str, constants: &[(String, f64)]) -> crate::error::Result<()> {
        if !footprint::has_pending_array(&self.module) {
            return Ok(());
        }
        let values: naga::back::PipelineConstants = constants.iter().map(|(k, v)| (k.clone(), *v)).collect();
        let processed = crate::error::contain("resolving the module's overrides", || {
            naga::back::pipeline_constants::process_overrides(
                &self.module,
                &self.info,
                Some((naga::ShaderStage::Compute, entry)),
                &values,
            )
            .map(|(m, i)| (m.into_owned(), i.into_owned()))
            .map_err(|e| e.to_string())
        })?;
        let (module, info) =
            processed.map_err(|e| crate::error::Error::invalid(format!("override values: {e}")))?;
        let Some(index) = module.entry_points.iter().position(|ep| ep.name == entry) else {
            return Err(crate::error::Error::invalid(format!("the module has no entry point `{entry}`")));
        };
        let layouter = footprint::layout(&module)?;
        footprint::workgroup(&module, &layouter, &info, index, &self.source, self.max_workgroup_bytes)?;
        // With its sizes known, the module is held to every bound a module with these sizes
        // written out would be (an `override`-sized `var<private>` or `let` array included).
        footprint::check(&module, &info, &self.source, &self.policy)?;
        Ok(())
    }

    /// The policy the module passed under: [`Guard::new`] of it checks the same source to the
    /// same module (the GPU process does, before it compiles anything).
    pub fn policy(&self) -> &GuardPolicy {
        &self.policy
    }

    /// The validated naga module.
    pub fn module(&self) -> &naga::Module {
        &self.module
    }

    /// naga's analysis of the module (types of every expression, uniformity).
    pub fn info(&self) -> &ModuleInfo {
        &self.info
    }

    /// Whether the Guard rewrote the module (bounded its loops).
    pub fn rewritten(&self) -> bool {
        self.bounds.is_some()
    }

    /// Whether its workgroup variables of bool types were given u32 storage (a workaround for
    /// a driver that loses workgroup memory beside bool arrays; see `guard::workgroup_bools`).
    pub fn workgroup_bools_widened(&self) -> bool {
        self.bools_widened
    }

    /// The WGSL text the module was parsed from (the guest's, before the rewrite).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// What identifies the module for a compile cache: its source and the rewrite's settings
    /// (the reserved group, whether loops were bounded). Two modules with equal keys are the
    /// same IR. Compared in full on a hit, never by a hash alone.
    pub fn identity(&self) -> (Arc<str>, Option<u32>) {
        (self.source.clone(), self.bounds.map(|b| b.group))
    }

    /// The module as WGSL (naga's writer; identifiers may be renamed), for people and
    /// snapshots. Executors take the IR, never this text. naga's writer panics on some valid
    /// modules (an `override` in a `var<private>` initializer); that is `unsupported` here.
    pub fn to_wgsl(&self) -> Result<String, GuardError> {
        let written = crate::error::contain("naga's WGSL writer", || {
            naga::back::wgsl::write_string(&self.module, &self.info, naga::back::wgsl::WriterFlags::empty())
        });
        match written {
            Ok(Ok(text)) => Ok(text),
            Ok(Err(e)) => Err(GuardError::at(
                ErrorKind::Unsupported,
                format!("cannot write the module as WGSL: {e}"),
                None,
            )),
            Err(e) => Err(GuardError::at(ErrorKind::Unsupported, e.message().to_string(), None)),
        }
    }

    /// For a module left unrewritten because all its loops are counted: the most loop
    /// iterations one invocation can run (at most the smallest budget).
    pub fn static_bound(&self) -> Option<u64> {
        self.static_bound
    }

    /// Where the rewritten module expects its flag and budget; `None` when the module has no
    /// loop (it is bounded as it is).
    pub fn bounds(&self) -> Option<&Bounds> {
        self.bounds.as_ref()
    }

    /// Refuses (`invalid`) an `entry` that is not a compute entry point of the module.
    pub fn check_compute_entry(&self, entry: &str) -> crate::error::Result<()> {
        let found = self
            .module
            .entry_points
            .iter()
            .any(|ep| ep.name == entry && ep.stage == naga::ShaderStage::Compute);
        if found {
            Ok(())
        } else {
            Err(crate::error::Error::invalid(format!("the module has no compute entry point `{entry}`")))
        }
    }
}

/// What the Guard has done since the runtime started.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct GuardStats {
    /// Modules checked.
    pub seen: u64,
    /// Modules rewritten.
    pub rewritten: u64,
    /// Modules refused (any named error).
    pub refused: u64,
    /// Time spent checking, in microseconds.
    pub micros: u64,
}

#[derive(Debug, Default)]
struct Counters {
    seen: AtomicU64,
    rewritten: AtomicU64,
    refused: AtomicU64,
    micros: AtomicU64,
}

/// The Guard: a policy and its counters. Cheap to clone; clones share the counters.
#[derive(Clone, Debug)]
pub struct Guard {
    policy: GuardPolicy,
    counters: Arc<Counters>,
}

impl Guard {
    /// A Guard enforcing `policy`.
    pub fn new(policy: GuardPolicy) -> Self {
        Guard { policy, counters: Arc::default() }
    }

    /// The policy in force.
    pub fn policy(&self) -> &GuardPolicy {
        &self.policy
    }

    /// The same Guard (policy and counters) that also lets naga's validator accept `extra`:
    /// for modules the host writes itself and only where the executor has what they need
    /// (subgroup operations in integer scans); a guest's modules never pass through it.
    pub fn with_capabilities(&self, extra: Capabilities) -> Guard {
        let policy = GuardPolicy { capabilities: self.policy.capabilities | extra, ..self.policy.clone() };
        Guard { policy, counters: self.counters.clone() }
    }

    /// The counters so far.
    pub fn stats(&self) -> GuardStats {
        let c = &self.counters;
        GuardStats {
            seen: c.seen.load(Ordering::Relaxed),
            rewritten: c.rewritten.load(Ordering::Relaxed),
            refused: c.refused.load(Ordering::Relaxed),
            micros: c.micros.load(Ordering::Relaxed),
        }
    }

    /// Parses, validates and checks `source`.
    pub fn check(&self, source: &str) -> Result<GuardedModule, GuardError> {
        let start = Instant::now();
        let result = self.check_inner(source);
        let c = &self.counters;
        c.seen.fetch_add(1, Ordering::Relaxed);
        c.micros.fetch_add(start.elapsed().as_micros() as u64, Ordering::Relaxed);
        match &result {
            Ok(m) if m.rewritten() => {
                c.rewritten.fetch_add(1, Ordering::Relaxed);
            }
            Ok(_) => {}
            Err(_) => {
                c.refused.fetch_add(1, Ordering::Relaxed);
            }
        }
        result
    }

    fn check_inner(&self, source: &str) -> Result<GuardedModule, GuardError> {
        if source.len() > self.policy.max_source_bytes {
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "WGSL source is {} bytes, over the limit of {} bytes",
                    source.len(),
                    self.policy.max_source_bytes
                ),
                None,
            ));
        }
        let (depth, at) = nesting::deepest(source);
        if depth > self.policy.max_nesting {
            let span = naga::Span::new(at.start as u32, at.end as u32);
            return Err(GuardError::at(
                ErrorKind::Quota,
                format!(
                    "an expression nests {depth} levels deep (operators, brackets and member \
                     accesses), over the limit of {}",
                    self.policy.max_nesting
                ),
                Some(span.location(source)),
            ));
        }
        let module = naga::front::wgsl::parse_str(source).map_err(|e| {
            let mut message = e.message().to_string();
            for (_, label) in e.labels() {
                if !label.is_empty() && label != e.message() {
                    message.push_str(&format!(" ({label})"));
                }
            }
            // naga names WGSL it does not implement yet; such a module may be valid, but the
            // host cannot parse it, so it cannot bound it.
            let unsupported =
                e.message().contains("not yet supported") || e.message().contains("not yet implemented");
            let kind = if unsupported { ErrorKind::Unparsable } else { ErrorKind::Invalid };
            // The narrowest label points at the offending text (on a tie, the later one: naga
            // lists what was expected before what was found).
            let narrowest = e
                .labels()
                .filter_map(|(span, _)| span.to_range().map(|r| (r.len(), span)))
                .fold(None, |best: Option<(usize, naga::Span)>, (len, span)| match best {
                    Some((b, _)) if b < len => best,
                    _ => Some((len, span)),
                })
                .map(|(_, span)| span.location(source));
            GuardError::at(kind, message, narrowest.or_else(|| e.location(source)))
        })?;
        let info = validate(&module, source, self.policy.capabilities)?;
        self.check_reserved(&module, source)?;
        constructs::check(&module, &info, source)?;
        footprint::check(&module, &info, source, &self.policy)?;
        let max_workgroup_bytes = self.policy.max_workgroup_bytes;
        let mut module = module;
        let bools_widened = workgroup_bools::widen(&mut module, &info);
        let info = match bools_widened {
            false => info,
            true => validate(&module, source, self.policy.capabilities).map_err(|mut e| {
                e.message =
                    format!("the module with its workgroup bools as u32 failed validation: {}", e.message);
                e
            })?,
        };
        let loops = budget::count_loops(&module);
        if loops == 0 || !self.policy.bound_loops {
            return Ok(GuardedModule {
                source: source.into(),
                module,
                info,
                bounds: None,
                static_bound: None,
                max_workgroup_bytes,
                policy: self.policy.clone(),
                bools_widened,
            });
        }
        // Every loop counted and the worst case within the smallest budget any dispatch gets:
        // no dispatch can be cut, so the module is bounded as it is.
        if let Some(worst) = budget::worst_case(&module)
            && worst <= u64::from(self.policy.budget.min_iterations)
        {
            return Ok(GuardedModule {
                source: source.into(),
                module,
                info,
                bounds: None,
                static_bound: Some(worst),
                max_workgroup_bytes,
                policy: self.policy.clone(),
                bools_widened,
            });
        }
        if let Some(ep) = module.entry_points.iter().find(|ep| ep.stage != naga::ShaderStage::Compute) {
            return Err(GuardError::at(
                ErrorKind::Unbounded,
                format!(
                    "the module has {loops} loop(s) and the {:?} entry point `{}`; only compute \
                     stages can report a cut loop, so loops in such modules cannot be bounded",
                    ep.stage, ep.name
                ),
                None,
            ));
        }
        let group = self.policy.reserved_group;
        let counts = budget::bound_loops(&mut module, group);
        // Every loop counted before the rewrite must have been bounded by it: a loop the walk
        // missed would run unbounded (the fuzzer found IR, not reachable from WGSL, whose
        // blocks hide statements from the walk: fuzz/regressions/guard_ir).
        if counts.loops != loops {
            return Err(GuardError::at(
                ErrorKind::Unbounded,
                format!("the loop rewrite bounded {} of the module's {loops} loops", counts.loops),
                None,
            ));
        }
        let info = Validator::new(ValidationFlags::all(), self.policy.capabilities)
            .validate(&module)
            .map_err(|e| {
                GuardError::at(
                    ErrorKind::Unbounded,
                    format!("the loop-bounded module failed validation: {}", e.as_inner()),
                    None,
                )
            })?;
        Ok(GuardedModule {
            source: source.into(),
            module,
            info,
            bounds: Some(Bounds {
                group,
                budget: match counts.barrier_loops {
                    0 => self.policy.budget,
                    _ => self.policy.budget.divided(self.policy.barrier_loop_divisor),
                },
                counts,
            }),
            static_bound: None,
            max_workgroup_bytes,
            policy: self.policy.clone(),
            bools_widened,
        })
    }

    /// Refuses a guest pipeline layout of `groups` bind group layouts that reaches the reserved
    /// group (the batch interface checks every layout it translates).
    pub fn check_layout(&self, groups: usize) -> Result<(), GuardError> {
        let reserved = self.policy.reserved_group;
        if groups > reserved as usize {
            return Err(GuardError::at(
                ErrorKind::Reserved,
                format!(
                    "a pipeline layout of {groups} bind groups reaches group {reserved}, which is reserved \
                     by the host (at most {reserved} groups)"
                ),
                None,
            ));
        }
        Ok(())
    }

    /// Refuses a guest `setBindGroup` at `index` in or above the reserved group.
    pub fn check_bind_group_index(&self, index: u32) -> Result<(), GuardError> {
        let reserved = self.policy.reserved_group;
        if index >= reserved {
            return Err(GuardError::at(
                ErrorKind::Reserved,
                format!("set bind group {index}: groups {reserved} and above are reserved by the host"),
                None,
            ));
        }
        Ok(())
    }

    fn check_reserved(&self, module: &naga::Module, source: &str) -> Result<(), GuardError> {
        let reserved = self.policy.reserved_group;
        for (handle, var) in module.global_variables.iter() {
            if let Some(binding) = &var.binding
                && binding.group >= reserved
            {
                let name = var.name.as_deref().unwrap_or("<unnamed>");
                return Err(GuardError::at(
                    ErrorKind::Reserved,
                    format!(
                        "`{name}` is bound at @group({}) @binding({}); groups {reserved} and above \
                         are reserved by the host",
                        binding.group, binding.binding
                    ),
                    module.global_variables.get_span(handle).location(source).into(),
                ));
            }
        }
        Ok(())
    }
}

fn validate(
    module: &naga::Module,
    source: &str,
    capabilities: Capabilities,
) -> Result<ModuleInfo, GuardError> {
    Validator::new(ValidationFlags::all(), capabilities).validate(module).map_err(|e| {
        let (kind, message) = wgsl_errors::describe(e.as_inner(), &module.types);
        // The narrowest span is the most specific (the statement, not the whole function).
        let narrowest = e
            .spans()
            .filter_map(|(span, _)| span.to_range().map(|r| (r.len(), *span)))
            .min_by_key(|(len, _)| *len)
            .map(|(_, span)| span.location(source));
        GuardError::at(kind, message, narrowest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard() -> Guard {
        Guard::new(GuardPolicy::default())
    }

    /// Whether any workgroup variable of `m` has a type that holds a bool.
    fn workgroup_bools(m: &GuardedModule) -> Vec<String> {
        fn holds(types: &naga::UniqueArena<naga::Type>, t: naga::Handle<naga::Type>) -> bool {
            match types[t].inner {
                naga::TypeInner::Scalar(s) | naga::TypeInner::Vector { scalar: s, .. } => {
                    s.kind == naga::ScalarKind::Bool
                }
                naga::TypeInner::Array { base, .. } => holds(types, base),
                naga::TypeInner::Struct { ref members, .. } => members.iter().any(|m| holds(types, m.ty)),
                _ => false,
            }
        }
        let module = m.module();
        module
            .global_variables
            .iter()
            .filter(|(_, g)| g.space == naga::AddressSpace::WorkGroup && holds(&module.types, g.ty))
            .map(|(_, g)| g.name.clone().unwrap_or_default())
            .collect()
    }

    /// Workgroup variables of bool types (scalars, vectors, arrays of them, arrays of arrays,
    /// structs) get u32 storage, loaded, stored (whole, by element, zeroed, also in a function
    /// that only stores: WGSLsmith seed 413009 was refused) and shared with
    /// `workgroupUniformLoad`; the module validates and nothing else changes type.
    #[test]
    fn workgroup_bools_are_stored_as_u32() {
        let wgsl = "struct S { on: bool, lanes: vec2<bool>, k: u32 }
            @group(0) @binding(0) var<storage, read_write> o: array<u32, 8>;
            var<workgroup> first: u32;
            var<workgroup> flags: array<vec3<bool>, 26>;
            var<workgroup> grid: array<array<bool, 3>, 4>;
            var<workgroup> one: bool;
            var<workgroup> s: S;
            var<private> p: bool;
            fn clear() -> bool { grid = array<array<bool, 3>, 4>(); return false; }
            @compute @workgroup_size(4) fn main(@builtin(local_invocation_index) l: u32) {
                let cleared = clear();
                first = 12345678u;
                flags = array<vec3<bool>, 26>();
                flags[l].y = true;
                grid[l] = array<bool, 3>(true, l == 1u, false);
                if (l == 0u) { s = S(true, vec2<bool>(false, true), 7u); one = true; }
                let all = workgroupUniformLoad(&s);
                let copy = grid;
                p = one;
                o[l] = first + select(0u, 1u, flags[l].y && copy[l][0] && all.lanes.y && p && !cleared) + all.k;
            }";
        let m = guard().check(wgsl).expect("the Guard takes it");
        assert!(m.workgroup_bools_widened());
        assert_eq!(workgroup_bools(&m), Vec::<String>::new(), "workgroup variables still holding bools");
        let text = m.to_wgsl().expect("printable");
        assert!(text.contains("var<workgroup> flags: array<vec3<u32>, 26>;"), "{text}");
        assert!(text.contains("var<private> p: bool;"), "private bools stay: {text}");
        // Without bools in workgroup memory nothing changes.
        let plain = guard()
            .check(
                "var<workgroup> w: u32;
@compute @workgroup_size(1) fn main() { w = 1u; }",
            )
            .unwrap();
        assert!(!plain.workgroup_bools_widened());
    }

    /// A bool workgroup array sized by an `override` is left as it is (its length is known only
    /// when a pipeline is made, after the rewrite); the module still passes.
    #[test]
    fn override_sized_workgroup_bools_stay() {
        let wgsl = "override n: u32 = 4u;
            var<workgroup> flags: array<bool, n>;
            @group(0) @binding(0) var<storage, read_write> o: array<u32, 4>;
            @compute @workgroup_size(4) fn main(@builtin(local_invocation_index) l: u32) {
                flags[l] = true;
                o[l] = select(0u, 1u, flags[l]);
            }";
        let m = guard().check(wgsl).expect("the Guard takes it");
        assert!(!m.workgroup_bools_widened());
        assert_eq!(workgroup_bools(&m), vec!["flags".to_string()]);
    }

    #[test]
    fn parse_errors_carry_line_and_column() {
        let err = guard().check("fn f() -> f32 {\n  return 1.0 +;\n}\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        let pos = err.pos.expect("a position");
        assert_eq!(pos.line, 2, "{}", err.describe());
        assert!(err.describe().starts_with("2:"), "{}", err.describe());
    }

    #[test]
    fn validation_errors_carry_line_and_column() {
        let err = guard().check("fn f() -> f32 {\n  return 1u;\n}\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        assert_eq!(err.pos.map(|p| p.line), Some(2), "{}", err.describe());
    }

    /// Validation errors in WGSL's terms: the operator and its operand types as WGSL writes
    /// them, the function by name; f16 (no executor here offers it) is `unsupported`.
    #[test]
    fn validation_errors_speak_wgsl() {
        let err = guard().check("fn f(a: f32, b: i32) -> f32 {\n  return a * b;\n}\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Invalid);
        assert_eq!(err.describe(), "2:10: in `fn f`: `f32 * i32`: no such operator");
        let err = guard()
            .check("fn f() -> vec3<f32> {\n  return vec3<f32>(1.0) + vec2<f32>(1.0);\n}\n")
            .unwrap_err();
        assert!(err.message.ends_with("`vec3<f32> + vec2<f32>`: no such operator"), "{}", err.describe());
        for f16 in [
            "enable f16;\nfn f(a: f16) -> f16 { return a; }\n",
            "enable f16;\n@compute @workgroup_size(1) fn main() { let r: f16 = 1.0h + 2.0h; }\n",
        ] {
            let err = guard().check(f16).unwrap_err();
            assert_eq!(err.kind, ErrorKind::Unsupported, "{}", err.describe());
            assert!(err.message.contains("`f16` values are not supported"), "{}", err.describe());
        }
    }

    #[test]
    fn wgsl_the_parser_does_not_implement_is_unparsable() {
        let err = guard().check("enable subgroups;\nfn f() -> u32 { return 1u; }\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unparsable, "{}", err.describe());
        assert!(
            err.describe().starts_with("1:8: the `subgroups` enable-extension is not yet supported"),
            "{}",
            err.describe()
        );
    }

    /// naga parses subgroup builtins without `enable subgroups;`; a guest's module is still
    /// refused (its validator lacks the capability), and only the host's own modules pass
    /// through `with_capabilities`.
    #[test]
    fn subgroup_operations_are_the_hosts_only() {
        let wgsl = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                    @compute @workgroup_size(64) fn main(@builtin(local_invocation_index) i: u32) {\n    \
                    o[i] = subgroupAdd(i);\n}\n";
        let err = guard().check(wgsl).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unsupported, "{}", err.describe());
        assert!(
            err.message.contains("subgroup operations are not available to guests"),
            "{}",
            err.describe()
        );
        let host = guard().with_capabilities(Capabilities::SUBGROUP);
        host.check(wgsl).expect("the host's own module");
        assert_eq!(host.stats().seen, 1);
    }

    /// f16 conversions where the executor lacks them: `unsupported`, naming what is missing.
    #[test]
    fn a_capability_the_executor_lacks_is_unsupported() {
        let wgsl = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                    @compute @workgroup_size(1) fn main() {\n    o[0] = pack2x16float(vec2<f32>(1.0, 2.0));\n}\n";
        let err = guard().check(wgsl).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unsupported, "{}", err.describe());
        assert!(err.message.contains("SHADER_FLOAT16_IN_FLOAT32"), "{}", err.describe());
        assert!(err.message.contains("this executor does not offer"), "{}", err.describe());
        let with = guard().with_capabilities(Capabilities::SHADER_FLOAT16_IN_FLOAT32);
        with.check(wgsl).expect("where the executor runs them");
    }

    #[test]
    fn reserved_group_is_refused() {
        let err =
            guard().check("@group(3) @binding(0) var<storage, read_write> flag: array<u32>;\n").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Reserved);
        assert!(err.message.contains("`flag`"), "{}", err.message);
    }

    #[test]
    fn layouts_and_bind_calls_reaching_the_reserved_group_are_refused() {
        let g = guard();
        assert!(g.check_layout(3).is_ok());
        let err = g.check_layout(4).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Reserved);
        assert_eq!(
            err.message,
            "a pipeline layout of 4 bind groups reaches group 3, which is reserved by the host (at most 3 groups)"
        );
        assert!(g.check_bind_group_index(2).is_ok());
        let err = g.check_bind_group_index(3).unwrap_err();
        assert_eq!(err.message, "set bind group 3: groups 3 and above are reserved by the host");
    }

    #[test]
    fn oversized_source_is_a_quota_error() {
        let g = Guard::new(GuardPolicy { max_source_bytes: 16, ..GuardPolicy::default() });
        assert_eq!(g.check(&" ".repeat(17)).unwrap_err().kind, ErrorKind::Quota);
    }

    /// Expressions nested past the limit are refused by name before naga recurses into them
    /// (on a thread of 1 MiB of stack, where such a parse would overflow); one just under the
    /// limit parses there.
    #[test]
    fn deeply_nested_expressions_are_a_quota_error() {
        let module = |expr: String| {
            format!(
                "@group(0) @binding(0) var<storage, read_write> y: array<u32>;\n\
                 @compute @workgroup_size(1) fn main() {{\n  let x = y[0];\n  y[1] = u32({expr});\n}}"
            )
        };
        let deep = [
            vec!["x"; 200_000].join(" | "),
            format!("{}x{}", "(".repeat(100_000), ")".repeat(100_000)),
            format!("{}(x == 0u)", "!".repeat(200_000)),
        ];
        let fine = vec!["x"; 1000].join(" | ");
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let g = Guard::new(GuardPolicy::default());
                for expr in deep {
                    let e = g.check(&module(expr)).unwrap_err();
                    assert_eq!(e.kind, ErrorKind::Quota, "{}", e.describe());
                    assert!(e.describe().starts_with("4:3: an expression nests"), "{}", e.describe());
                    assert!(e.describe().contains("over the limit of 1024"), "{}", e.describe());
                }
                g.check(&module(fine)).unwrap();
            })
            .unwrap()
            .join()
            .unwrap();
    }

    /// Pointer arguments into composites (which naga's SPIR-V writer panics on) are refused by
    /// name at the argument; a pointer to a whole variable, or a pointer parameter passed on,
    /// is fine.
    #[test]
    fn pointers_into_composites_are_unsupported() {
        let with = |arg: &str, decl: &str| {
            format!(
                "struct S {{ a: vec2<f32>, b: f32 }}\n\
                 fn f(p: ptr<function, vec2<f32>>) {{ (*p).y += 1.0; }}\n\
                 fn g(p: ptr<function, vec2<f32>>) {{ f(p); }}\n\
                 @compute @workgroup_size(1) fn main() {{ {decl} g({arg}); }}\n"
            )
        };
        for (arg, decl) in [
            ("&m[1]", "var m = mat2x2<f32>();"),
            ("&s.a", "var s: S;"),
            ("&a[0]", "var a: array<vec2<f32>, 2>;"),
        ] {
            let e = guard().check(&with(arg, decl)).unwrap_err();
            assert_eq!(e.kind, ErrorKind::Unsupported, "{arg}: {}", e.describe());
            assert!(e.describe().starts_with("4:"), "{arg}: {}", e.describe());
            assert!(e.message.contains("argument 0 of the call to `g` is a pointer into"), "{}", e.message);
        }
        guard().check(&with("&v", "var v = vec2<f32>();")).unwrap();
    }

    /// Storage a driver would allocate is bounded before anything compiles: private and
    /// function variables per invocation (along the deepest call path), workgroup storage per
    /// entry point (also once an override sizes it), and the module's IR size.
    #[test]
    fn storage_and_size_are_bounded() {
        let g = guard();
        let private = "var<private> p: array<u32, 5000>;\n\
                       @group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                       @compute @workgroup_size(1) fn main() { p[1] = 1u; o[0] = p[1]; }";
        let e = g.check(private).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(e.describe().starts_with("1:1: entry point `main` needs 20000 bytes"), "{}", e.describe());
        // Unused by the entry point: not counted.
        g.check(&private.replace("p[1] = 1u; o[0] = p[1];", "o[0] = 1u;")).unwrap();
        // Locals add up along a call path (3 × 6000 bytes), not across unrelated functions.
        let chain = "fn a() -> f32 { var x: array<f32, 1500>; x[1] = 1.0; return x[1]; }\n\
                     fn b() -> f32 { var y: array<f32, 1500>; y[1] = a(); return y[1]; }\n\
                     fn c() -> f32 { var z: array<f32, 1500>; z[1] = b(); return z[1]; }\n\
                     @group(0) @binding(0) var<storage, read_write> o: array<f32>;\n\
                     @compute @workgroup_size(1) fn main() { o[0] = CALL; }";
        let e = g.check(&chain.replace("CALL", "c()")).unwrap_err();
        assert!(e.message.contains("needs 18000 bytes"), "{}", e.message);
        assert!(e.message.contains("18000 in function locals"), "{}", e.message);
        g.check(&chain.replace("CALL", "a() + a()")).unwrap();
        // Workgroup storage, at the device's limit (16 KiB by default).
        let wg = "var<workgroup> w: array<u32, N>;\n\
                  @group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                  @compute @workgroup_size(1) fn main() { w[0] = 1u; o[0] = w[0]; }";
        g.check(&wg.replace("N", "4096")).unwrap();
        let e = g.check(&wg.replace("N", "4097")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(e.message.contains("16400 bytes of workgroup storage (up to `w`)"), "{}", e.message);
        // Sized by an override: checked once the pipeline's constants are known.
        let m = g.check(&format!("override n: u32 = 64u;\n{}", wg.replace("N", "n"))).unwrap();
        m.check_entry("main", &[]).unwrap();
        m.check_entry("main", &[("n".into(), 4096.0)]).unwrap();
        let e = m.check_entry("main", &[("n".into(), 100_000_000.0)]).unwrap_err();
        assert_eq!(e.kind(), Some(ErrorKind::Quota), "{e}");
        assert!(e.message().contains("400000000 bytes of workgroup storage"), "{e}");
        // The IR's size.
        let small = Guard::new(GuardPolicy { max_ir_items: 16, ..GuardPolicy::default() });
        let e = small.check(&chain.replace("CALL", "a() + a()")).unwrap_err();
        assert!(
            e.message.contains("IR items") && e.message.contains("over the limit of 16"),
            "{}",
            e.message
        );
    }

    /// Work without loops: 64 levels of functions each calling the next twice (2^64 calls) is
    /// refused by name, not passed as "no loops"; a chain that does not multiply passes; the
    /// limit counts call statements, so two calls of one helper count twice.
    #[test]
    fn calls_that_multiply_are_refused() {
        let mut src = String::from("fn f0(x: u32) -> u32 { return x * 3u + 1u; }\n");
        for i in 1..64 {
            src.push_str(&format!(
                "fn f{i}(x: u32) -> u32 {{ return f{p}(x) + f{p}(x ^ 1u); }}\n",
                p = i - 1
            ));
        }
        src.push_str(
            "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
             @compute @workgroup_size(1) fn main() { o[0] = f63(o[0]); }\n",
        );
        let e = guard().check(&src).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota, "{}", e.message);
        assert!(
            e.message.contains("entry point `main` reaches more than 2^64 expressions")
                && e.message.contains("make work without any loop"),
            "{}",
            e.message
        );
        // The smallest function over the limit is named, with where it is (f0 is 7
        // expressions, each level twice the last and 7 more: f21 is the first past 2^24).
        assert!(e.message.contains("; `f21` alone expands to "), "{}", e.message);
        assert_eq!(e.pos.map(|p| p.line), Some(22), "{e:?}");
        // 64 levels calling once: linear, passes.
        let linear: String = (1..64)
            .map(|i| format!("fn f{i}(x: u32) -> u32 {{ return f{p}(x) + 1u; }}\n", p = i - 1))
            .collect::<String>();
        let ok = format!(
            "fn f0(x: u32) -> u32 {{ return x * 3u + 1u; }}\n{linear}\
             @group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
             @compute @workgroup_size(1) fn main() {{ o[0] = f63(o[0]); }}\n"
        );
        guard().check(&ok).unwrap();
        // A small limit: the same helper called twice costs twice once.
        let twice = "fn h(x: u32) -> u32 { return x + 1u; }\n\
                     @group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                     @compute @workgroup_size(1) fn main() { o[0] = CALLS; }";
        let small = Guard::new(GuardPolicy { max_expanded_items: 12, ..GuardPolicy::default() });
        small.check(&twice.replace("CALLS", "h(o[0])")).unwrap();
        let e = small.check(&twice.replace("CALLS", "h(o[0]) + h(o[1]) + h(o[2])")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota, "{}", e.message);
    }

    /// Values a driver would materialize per invocation: a `const` array of 10^8 words, a
    /// zero-valued array in a `let`, a whole fixed-size storage array loaded into a value, and
    /// constants past their total are refused by name, with where; small tables pass. An
    /// `override`-sized private array is held to the same bounds once its size is known.
    #[test]
    fn large_values_and_constants_are_refused() {
        let out = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n";
        let big_const = format!(
            "const C = array<u32, 100000000>();\n{out}\
             @compute @workgroup_size(1) fn main() {{ o[0] = C[o[1]]; }}\n"
        );
        let e = guard().check(&big_const).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota, "{}", e.message);
        assert!(e.message.contains("a value of 400000000 bytes, over the limit of 16384"), "{}", e.message);
        assert_eq!(e.pos.map(|p| p.line), Some(1), "{e:?}");
        let big_let = format!(
            "{out}@compute @workgroup_size(1) fn main() {{\n  let a = array<u32, 100000>();\n  o[0] = a[o[1]];\n}}\n"
        );
        let e = guard().check(&big_let).unwrap_err();
        assert!(e.message.contains("a value of 400000 bytes"), "{}", e.message);
        assert_eq!(e.pos.map(|p| (p.line, p.column)), Some((3, 11)), "{e:?}");
        let load = "@group(0) @binding(0) var<storage, read_write> b: array<u32, 1000000>;\n\
                    @compute @workgroup_size(1) fn main() { let all = b; b[0] = all[b[1]]; }\n";
        let e = guard().check(load).unwrap_err();
        assert!(e.message.contains("a value of 4000000 bytes"), "{}", e.message);
        // A table of 1024 words passes; 17 tables of 4 KiB are past 64 KiB together.
        let table = format!(
            "const T = array<u32, 1024>();\n{out}@compute @workgroup_size(1) fn main() {{ o[0] = T[o[1]]; }}\n"
        );
        guard().check(&table).unwrap();
        let many: String = (0..17).map(|i| format!("const T{i} = array<u32, 1024>();\n")).collect();
        let uses: String = (0..17).map(|i| format!(" + T{i}[o[1]]")).collect();
        let e = guard()
            .check(&format!("{many}{out}@compute @workgroup_size(1) fn main() {{ o[0] = 0u{uses}; }}\n"))
            .unwrap_err();
        assert!(e.message.contains("the module's constants hold 69632 bytes (up to `T16`)"), "{}", e.message);
        // Only workgroup arrays may be sized by an override (checked with the pipeline's
        // constants, `storage_and_size_are_bounded`); naga refuses any other.
        let e = guard().check(&format!(
            "override n: u32 = 16u;\n{out}@compute @workgroup_size(1) fn main() {{\n  \
                 var a: array<u32, n>;\n  a[o[1] % n] = 1u;\n  o[0] = a[0];\n}}\n"
        ));
        let e = e.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Invalid, "{}", e.message);
        assert!(e.message.contains("can't be stored in a local variable"), "{}", e.message);
    }

    /// naga's WGSL writer panics on an `override` in a `var<private>` initializer: printing
    /// such a module is `unsupported`, never a panic (the cpu executor no longer prints modules
    /// at all).
    #[test]
    fn printing_a_module_naga_cannot_print_is_an_error() {
        let m = guard()
            .check(
                "override scale: f32 = 3.0;\nvar<private> s: f32 = scale * 2.0;\n\
                 @group(0) @binding(0) var<storage, read_write> o: array<f32>;\n\
                 @compute @workgroup_size(1) fn main() { o[0] = s; }",
            )
            .unwrap();
        let e = m.to_wgsl().unwrap_err();
        assert_eq!(e.kind, ErrorKind::Unsupported);
        assert!(e.message.contains("naga's WGSL writer failed"), "{}", e.message);
        assert_eq!(m.identity().0.as_ref(), m.source());
    }

    #[test]
    fn a_loop_in_a_render_module_is_unbounded() {
        let src = "@vertex fn vs(@builtin(vertex_index) n: u32) -> @builtin(position) vec4<f32> {\n  \
                   var p = vec4<f32>(0.0);\n  for (var i = 0u; i < n; i++) { p.x += 1.0; }\n  return p;\n}\n";
        let err = guard().check(src).unwrap_err();
        assert_eq!(err.kind, ErrorKind::Unbounded);
        assert_eq!(
            err.message,
            "the module has 1 loop(s) and the Vertex entry point `vs`; only compute stages can report a \
             cut loop, so loops in such modules cannot be bounded"
        );
        // Without a loop, or with only a statically bounded one, it is bounded as it is.
        let plain = "@vertex fn vs() -> @builtin(position) vec4<f32> { return vec4<f32>(0.0); }";
        assert!(!guard().check(plain).unwrap().rewritten());
        let counted = src.replace("i < n", "i < 4u");
        let m = guard().check(&counted).unwrap();
        assert_eq!((m.rewritten(), m.static_bound()), (false, Some(4)));
    }

    #[test]
    fn statically_bounded_modules_run_unchanged() {
        let g = guard();
        // 16 × (1 + 8) + 100 = 244 iterations at most, within the smallest budget (1024).
        let src = "fn helper() -> u32 { var t = 0u; for (var k = 0u; k < 8u; k++) { t += k; } return t; }\n\
                   @compute @workgroup_size(1) fn main() {\n\
                     var s = 0u;\n\
                     for (var i = 0u; i < 16u; i++) { s += helper(); }\n\
                     for (var j = 0; j < 100; j++) { s += 1u; }\n\
                   }\n";
        let m = g.check(src).unwrap();
        assert_eq!((m.rewritten(), m.static_bound()), (false, Some(16 * 9 + 100)));
        // Over the smallest budget: rewritten (charged), not trusted.
        let big = src.replace("k < 8u", "k < 80u");
        let m = g.check(&big).unwrap();
        assert!(m.rewritten() && m.static_bound().is_none());
        assert_eq!(m.bounds().unwrap().counts.counted, 3);
    }

    #[test]
    fn loops_are_counted_and_bounded() {
        let src = "var<workgroup> w: u32;\n\
                   fn helper(n: u32) -> u32 { var t = 0u; for (var i = 0u; i < n; i++) { t += i; } return t; }\n\
                   @compute @workgroup_size(1) fn main() {\n\
                     var s = 0u;\n\
                     loop { s += helper(s); workgroupBarrier(); if s > 10u { break; } }\n\
                     w = s;\n\
                   }\n";
        let m = guard().check(src).unwrap();
        let b = m.bounds().expect("rewritten");
        assert_eq!((b.counts.loops, b.counts.barrier_loops, b.group), (2, 1, 3));
        let names: Vec<_> = m.module().global_variables.iter().filter_map(|(_, v)| v.name.clone()).collect();
        for want in ["_wh_flag", "_wh_budget", "_wh_spent", "_wh_spent_uniform"] {
            assert!(names.iter().any(|n| n == want), "{want} missing from {names:?}");
        }
    }

    /// Modules with a barrier loop get 1 / `barrier_loop_divisor` of the budget (every B divided
    /// alike); modules without keep it whole.
    #[test]
    fn barrier_loops_get_a_divided_budget() {
        let b = LoopBudget::default();
        let d = b.divided(256);
        assert_eq!((d.work, d.min_iterations, d.max_iterations), (1 << 26, 1 << 10, 1 << 16));
        assert_eq!(d.iterations(Some(1024)), b.iterations(Some(1024)) / 256);
        assert!(d.validate().is_ok());
        // The smallest budget stays, and the largest never falls below it.
        assert_eq!(d.iterations(Some(1 << 26)), 1 << 10);
        let small = LoopBudget { max_iterations: 4096, ..b }.divided(256);
        assert_eq!((small.min_iterations, small.max_iterations), (1 << 10, 1 << 10));
        let g = Guard::new(GuardPolicy { barrier_loop_divisor: 256, ..GuardPolicy::default() });
        let barrier = "var<workgroup> w: u32;\n@compute @workgroup_size(64) fn main() {\n\
                       loop { w = 1u; workgroupBarrier(); if w > 1u { break; } }\n}";
        assert_eq!(g.check(barrier).unwrap().bounds().unwrap().budget, b.divided(256));
        let plain = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;\n\
                     @compute @workgroup_size(64) fn main() { loop { o[0] += 1u; if o[0] > 9u { break; } } }";
        assert_eq!(g.check(plain).unwrap().bounds().unwrap().budget, b);
    }

    #[test]
    fn loop_budget_settings_are_checked() {
        assert!(LoopBudget::default().validate().is_ok());
        let bad = LoopBudget { min_iterations: 1000, ..LoopBudget::default() };
        assert!(bad.validate().unwrap_err().contains("powers of two"));
        let inverted =
            LoopBudget { min_iterations: 1 << 20, max_iterations: 1 << 10, ..LoopBudget::default() };
        assert!(inverted.validate().is_err());
        assert_eq!(
            LoopBudget::default().iterations(None),
            1 << 10,
            "indirect: 2^34 / 2^26 = 256, clamped up"
        );
    }

    #[test]
    fn counters_count() {
        let g = guard();
        g.check("fn f() -> u32 { return 1u; }").unwrap();
        g.check("fn f( {").unwrap_err();
        g.check("@compute @workgroup_size(1) fn main() { loop { break; } }").unwrap();
        let s = g.stats();
        assert_eq!((s.seen, s.refused, s.rewritten), (3, 1, 1));
    }
}
