//! Differential runs: one WGSL compute module, given buffers, run on an executor through the
//! Guard, and the output buffers of two runs compared value by value.
//!
//! [`run`] drives a batch [`Context`] directly (the host side of `wasm-host:gpu/batch`, without
//! a guest): the module goes through the Guard exactly as a guest's would, every buffer binding
//! the entry point uses (storage, read-only storage, uniform; any group below the reserved one)
//! gets a buffer holding the caller's bytes, one dispatch runs, and the bytes of every writable
//! binding come back. A loop the Guard had to cut is an error ([`RunError::Truncated`]), never
//! an answer.
//!
//! [`compare`] reads the layout of a binding's type from the module's naga IR and compares
//! every scalar in it: integers bit for bit, floats within [`FLOAT_ULPS`] (NaN equals NaN).
//! Padding is not compared.
//!
//! See `docs/design/differential-testing.md`.

use std::fmt;
use std::sync::OnceLock;

use naga::{Handle, Module, ScalarKind, Type, TypeInner};
use wasm_host::batch::wire::{
    BufferBinding, Command, Desc, GroupEntry, LayoutEntry, STREAM_MAGIC, encode_desc, usage,
};
use wasm_host::batch::{Context, Limits, MAX_READ_WINDOW, used_bindings};
use wasm_host::guard::{Guard, GuardPolicy, GuardedModule};
use wasm_host::ledger::Ledger;
use wasm_host::{Quotas, Runtime};

/// The largest distance, in units in the last place, between two f32 (or f16) results that
/// still agree. WGSL gives `+ - *` and conversions correct rounding but `/` only 2.5 ULP, lets
/// `x * y + z` be fused or not, and gives builtins their own bounds; lavapipe (LLVM) and the
/// cpu executor (wasm) can each take either side. One op's differences are ≤ 3 ULP; a chain of a
/// few can add up, so 16 ULP is loose enough for the short expressions WGSLsmith writes and tight
/// enough that any wrong operation (a wrong operator, lane or rounding mode) is far outside it.
pub const FLOAT_ULPS: u64 = 16;

/// Initial bytes of one binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindingData {
    /// `@group`.
    pub group: u32,
    /// `@binding`.
    pub binding: u32,
    /// Its first bytes (padded with zeros to the binding's size; a runtime-sized array gets as
    /// many elements as these bytes hold, at least one).
    pub bytes: Vec<u8>,
}

/// One module to run.
#[derive(Clone, Copy, Debug)]
pub struct Job<'a> {
    /// Names the run in every message (a seed, a corpus path).
    pub label: &'a str,
    /// The WGSL text.
    pub wgsl: &'a str,
    /// The compute entry point.
    pub entry: &'a str,
    /// Workgroups per dimension.
    pub workgroups: [u32; 3],
    /// Initial contents of bindings; a used binding not listed here starts zeroed.
    pub inputs: &'a [BindingData],
}

/// The contents of one writable binding after the dispatch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// `@group`.
    pub group: u32,
    /// `@binding`.
    pub binding: u32,
    /// Its whole buffer.
    pub bytes: Vec<u8>,
}

/// Why a run gave no outputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunError {
    /// The Guard refused the module (naga's parser or validator, or one of the Guard's bounds):
    /// the error's name and message.
    Refused {
        /// The error's name (`unparsable`, `invalid`, `unsupported`, ...).
        kind: String,
        /// Its message.
        message: String,
    },
    /// A loop ran out of its budget: the Guard cut it.
    Truncated(String),
    /// A later step failed (`step` says which: `pipeline`, `stream`, ...).
    Failed {
        /// The step.
        step: &'static str,
        /// The error's name, or `host fault`.
        kind: String,
        /// Its message.
        message: String,
    },
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Refused { kind, message } => write!(f, "refused by the Guard: {kind}: {message}"),
            RunError::Truncated(m) => write!(f, "truncated: {m}"),
            RunError::Failed { step, kind, message } => write!(f, "{step}: {kind}: {message}"),
        }
    }
}

impl std::error::Error for RunError {}

fn failed(step: &'static str) -> impl Fn(wasm_host::Error) -> RunError {
    move |e| {
        let kind = e.kind().map_or("host fault", |k| k.name()).to_string();
        if kind == "truncated" {
            RunError::Truncated(e.message().to_string())
        } else {
            RunError::Failed { step, kind, message: e.message().to_string() }
        }
    }
}

/// A Guard like `rt`'s that does not bound loops: the same checks, no rewrite. Running a module
/// through both and comparing shows that the rewrite did not change a result. Only for modules
/// whose loops are known to end (an unbounded loop hangs the cpu executor's worker).
pub fn unbounded_guard(rt: &Runtime) -> Guard {
    Guard::new(GuardPolicy { bound_loops: false, ..rt.guard().policy().clone() })
}

/// The Guard's verdict on `wgsl` (what [`run`] checks first), with the module it returns.
pub fn check(guard: &Guard, wgsl: &str) -> Result<GuardedModule, RunError> {
    guard.check(wgsl).map_err(|e| {
        let e = wasm_host::Error::from(e);
        RunError::Refused {
            kind: e.kind().map_or("host fault", |k| k.name()).to_string(),
            message: e.message().to_string(),
        }
    })
}

/// What a process hears of each step [`run`] starts (`"gpu pipeline"`, `"cpu stream"`), set
/// once: the long WGSLsmith run's worker reports them, so a program that never answers is
/// named by the step it hung in (a driver's shader compile, or the dispatch).
static STEP_HOOK: OnceLock<fn(&str)> = OnceLock::new();

/// Sets the step hook (the first call wins).
pub fn on_step(hook: fn(&str)) {
    let _ = STEP_HOOK.set(hook);
}

fn step(rt: &Runtime, what: &str) {
    if let Some(hook) = STEP_HOOK.get() {
        let which = match rt.executor().backend().kind {
            wasm_host::exec::BackendKind::Gpu => "gpu",
            wasm_host::exec::BackendKind::Cpu => "cpu",
        };
        hook(&format!("{which} {what}"));
    }
}

/// Runs `job` on `rt`'s executor, its module checked by `guard` (`rt.guard()`, or
/// [`unbounded_guard`]); returns every writable binding's bytes, in (group, binding) order.
pub fn run(rt: &Runtime, guard: &Guard, job: &Job<'_>) -> Result<Vec<Output>, RunError> {
    let module = check(guard, job.wgsl)?;
    let used = used_bindings(&module, job.entry).ok_or_else(|| RunError::Failed {
        step: "entry point",
        kind: "invalid".into(),
        message: format!("no compute entry point `{}`", job.entry),
    })?;
    let exec = rt.executor();
    let backend = exec.batch().map_err(failed("batch"))?;
    let tenant = exec.open_tenant().map_err(failed("tenant"))?;
    let xl = exec.limits();
    let limits = Limits {
        max_objects: 1 << 12,
        max_read: MAX_READ_WINDOW,
        max_workgroups: xl.max_workgroups_per_dimension,
        workgroup_invocations: xl.max_workgroup_invocations,
        max_dispatch_invocations: None,
        max_stream_invocations: None,
        indirect_invocations: guard.policy().budget.indirect_invocations,
    };
    let mut ctx =
        Context::new(backend, &tenant, limits, guard.policy().reserved_group).map_err(failed("context"))?;
    let quota = Ledger::new(&Quotas::default());
    let mut next = 1u32;
    let mut create = |ctx: &mut Context, desc: &Desc, step: &'static str| -> Result<u32, RunError> {
        let id = next;
        next += 1;
        ctx.create(backend, guard, &quota, id, desc.kind() as u32, &encode_desc(desc))
            .map_err(failed(step))?;
        Ok(id)
    };

    // Buffers: one per used binding, sized for its type and its input.
    struct Bound {
        group: u32,
        binding: u32,
        ty: BufferBinding,
        buffer: u32,
        size: u64,
        staging: Option<u32>,
    }
    let mut bound = Vec::new();
    let mut data = Vec::new();
    let mut commands = Vec::new();
    for u in &used {
        let ty = u.ty.ok_or_else(|| RunError::Failed {
            step: "bindings",
            kind: "unsupported".into(),
            message: format!("@group({}) @binding({}) is not a buffer", u.group, u.binding),
        })?;
        let input = job.inputs.iter().find(|i| i.group == u.group && i.binding == u.binding);
        let given = input.map_or(0, |i| i.bytes.len() as u64);
        let var_ty = binding_type(module.module(), u.group, u.binding).ok_or_else(|| RunError::Failed {
            step: "bindings",
            kind: "host fault".into(),
            message: format!("no variable at @group({}) @binding({})", u.group, u.binding),
        })?;
        let align = if ty == BufferBinding::Uniform { 16 } else { 4 };
        let size = min_size(module.module(), var_ty).max(given).max(4).next_multiple_of(align);
        let mut bits = usage::STORAGE | usage::COPY_DST | usage::COPY_SRC;
        if ty == BufferBinding::Uniform {
            bits = usage::UNIFORM | usage::COPY_DST;
        }
        let buffer = create(&mut ctx, &Desc::Buffer { size, usage: bits }, "buffer")?;
        if let Some(i) = input.filter(|i| !i.bytes.is_empty()) {
            let mut bytes = i.bytes.clone();
            bytes.resize(bytes.len().next_multiple_of(4), 0);
            let start = data.len() as u32;
            data.extend_from_slice(&bytes);
            commands.push(Command::WriteBuffer { buffer, offset: 0, data: (start, bytes.len() as u32) });
        }
        let staging = if ty == BufferBinding::Storage {
            Some(create(
                &mut ctx,
                &Desc::Buffer { size, usage: usage::MAP_READ | usage::COPY_DST },
                "buffer",
            )?)
        } else {
            None
        };
        bound.push(Bound { group: u.group, binding: u.binding, ty, buffer, size, staging });
    }

    // One layout and one bind group per group up to the last used (empty ones between).
    let groups = bound.iter().map(|b| b.group + 1).max().unwrap_or(0);
    let mut layouts = Vec::new();
    let mut bind_groups = Vec::new();
    for g in 0..groups {
        let mine: Vec<&Bound> = bound.iter().filter(|b| b.group == g).collect();
        let entries =
            mine.iter().map(|b| LayoutEntry { binding: b.binding, ty: b.ty, dynamic: false }).collect();
        let layout = create(&mut ctx, &Desc::BindGroupLayout { entries }, "bind group layout")?;
        let entries = mine
            .iter()
            .map(|b| GroupEntry { binding: b.binding, buffer: b.buffer, offset: 0, size: None })
            .collect();
        bind_groups.push(create(&mut ctx, &Desc::BindGroup { layout, entries }, "bind group")?);
        layouts.push(layout);
    }
    let layout = create(&mut ctx, &Desc::PipelineLayout { groups: layouts }, "pipeline layout")?;
    step(rt, "shader module");
    let shader = create(&mut ctx, &Desc::ShaderModule { wgsl: job.wgsl.to_string() }, "shader module")?;
    step(rt, "pipeline");
    let pipeline = create(
        &mut ctx,
        &Desc::ComputePipeline { layout, module: shader, entry: job.entry.to_string(), constants: vec![] },
        "pipeline",
    )?;

    commands.push(Command::BeginComputePass);
    commands.push(Command::SetPipeline(pipeline));
    for (index, &group) in bind_groups.iter().enumerate() {
        commands.push(Command::SetBindGroup { index: index as u32, group, offsets: vec![] });
    }
    commands.push(Command::Dispatch(job.workgroups));
    commands.push(Command::EndComputePass);
    let mut window = 0u32;
    let mut reads = Vec::new();
    for b in &bound {
        if let Some(staging) = b.staging {
            commands.push(Command::CopyBuffer {
                src: b.buffer,
                src_offset: 0,
                dst: staging,
                dst_offset: 0,
                size: b.size,
            });
            commands.push(Command::ReadBuffer {
                buffer: staging,
                offset: 0,
                size: b.size as u32,
                window_offset: window,
            });
            reads.push((b.group, b.binding, window as usize, b.size as usize));
            window += b.size as u32;
        }
    }
    let mut words = vec![STREAM_MAGIC];
    for c in &commands {
        c.encode(&mut words);
    }
    step(rt, "stream");
    let window_bytes =
        pollster::block_on(ctx.run_stream(backend, &words, &data, window)).map_err(failed("stream"))?;
    Ok(reads
        .into_iter()
        .map(|(group, binding, at, size)| Output {
            group,
            binding,
            bytes: window_bytes[at..at + size].to_vec(),
        })
        .collect())
}

/// Little-endian bytes of `words` (a buffer's contents).
pub fn bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// The little-endian words of `bytes`.
pub fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// The type of the variable at (`group`, `binding`).
pub fn binding_type(module: &Module, group: u32, binding: u32) -> Option<Handle<Type>> {
    module.global_variables.iter().find_map(|(_, v)| {
        let b = v.binding.as_ref()?;
        (b.group == group && b.binding == binding).then_some(v.ty)
    })
}

/// The fewest bytes a buffer of `ty` has: its size, or with a runtime-sized array at its end,
/// the bytes before that array plus one element.
pub fn min_size(module: &Module, ty: Handle<Type>) -> u64 {
    match &module.types[ty].inner {
        TypeInner::Array { size: naga::ArraySize::Dynamic, stride, .. } => u64::from(*stride),
        TypeInner::Struct { members, span } => match members.last() {
            Some(last)
                if matches!(
                    module.types[last.ty].inner,
                    TypeInner::Array { size: naga::ArraySize::Dynamic, .. }
                ) =>
            {
                u64::from(last.offset) + min_size(module, last.ty)
            }
            _ => u64::from(*span),
        },
        inner => u64::from(inner.size(module.to_ctx())),
    }
}

/// One scalar of a buffer's layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// Where it is, as WGSL would write it (`.a[3].x`).
    pub path: String,
    /// Its byte offset.
    pub offset: u64,
    /// Its kind.
    pub kind: ScalarKind,
    /// Its width in bytes.
    pub width: u8,
}

/// Every scalar of a value of `ty` at `offset` in a buffer of `len` bytes (a runtime-sized
/// array has as many elements as fit), in memory order.
pub fn leaves(module: &Module, ty: Handle<Type>, len: u64) -> Vec<Leaf> {
    let mut out = Vec::new();
    walk(module, ty, 0, len, String::new(), &mut out);
    out
}

fn walk(module: &Module, ty: Handle<Type>, offset: u64, len: u64, path: String, out: &mut Vec<Leaf>) {
    let t = &module.types[ty];
    let scalar = |s: naga::Scalar, path: String, offset: u64, out: &mut Vec<Leaf>| {
        out.push(Leaf { path, offset, kind: s.kind, width: s.width });
    };
    match &t.inner {
        TypeInner::Scalar(s) | TypeInner::Atomic(s) => scalar(*s, path, offset, out),
        TypeInner::Vector { size, scalar: s } => {
            for i in 0..*size as u64 {
                let lane = ["x", "y", "z", "w"][i as usize];
                scalar(*s, format!("{path}.{lane}"), offset + i * u64::from(s.width), out);
            }
        }
        TypeInner::Matrix { columns, rows, scalar: s } => {
            let rows_n = *rows as u64;
            let col_stride = if rows_n == 3 { 4 } else { rows_n } * u64::from(s.width);
            for c in 0..*columns as u64 {
                for r in 0..rows_n {
                    scalar(
                        *s,
                        format!("{path}[{c}][{r}]"),
                        offset + c * col_stride + r * u64::from(s.width),
                        out,
                    );
                }
            }
        }
        TypeInner::Array { base, size, stride } => {
            let count = match size {
                naga::ArraySize::Constant(n) => u64::from(n.get()),
                _ => len.saturating_sub(offset) / u64::from(*stride).max(1),
            };
            for i in 0..count {
                walk(module, *base, offset + i * u64::from(*stride), len, format!("{path}[{i}]"), out);
            }
        }
        TypeInner::Struct { members, .. } => {
            for m in members {
                let name = m.name.clone().unwrap_or_else(|| "?".into());
                walk(module, m.ty, offset + u64::from(m.offset), len, format!("{path}.{name}"), out);
            }
        }
        _ => {}
    }
}

/// Distance between two floats in units in the last place (`bits` wide: 16 or 32); 0 for two
/// NaNs and for +0 against -0.
pub fn ulps(a: u64, b: u64, bits: u32) -> u64 {
    let sign = 1u64 << (bits - 1);
    let exp_mask = ((1u64 << bits) - 1) & !sign;
    let mantissa = match bits {
        16 => 10,
        _ => 23,
    };
    let is_nan =
        |v: u64| (v & exp_mask) >> mantissa == (exp_mask >> mantissa) && v & ((1 << mantissa) - 1) != 0;
    if is_nan(a) && is_nan(b) {
        return 0;
    }
    if is_nan(a) || is_nan(b) {
        return u64::MAX;
    }
    let ordered = |v: u64| -> i64 { if v & sign != 0 { -((v & !sign) as i64) } else { v as i64 } };
    ordered(a).abs_diff(ordered(b))
}

/// One value two runs disagree on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// Where (`.a[3].x`, in the binding).
    pub path: String,
    /// Byte offset in the binding.
    pub offset: u64,
    /// The first run's value, as WGSL would print it.
    pub left: String,
    /// The second run's.
    pub right: String,
    /// For floats, their distance in ULP.
    pub ulps: Option<u64>,
}

impl fmt::Display for Difference {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (byte {}): {} vs {}", self.path, self.offset, self.left, self.right)?;
        if let Some(u) = self.ulps {
            if u == u64::MAX {
                write!(f, " (NaN against a number)")?;
            } else {
                write!(f, " ({u} ULP)")?;
            }
        }
        Ok(())
    }
}

fn read(bytes: &[u8], offset: u64, width: u8) -> u64 {
    let at = offset as usize;
    let mut v = 0u64;
    for i in 0..width as usize {
        v |= u64::from(bytes.get(at + i).copied().unwrap_or(0)) << (8 * i);
    }
    v
}

fn show(v: u64, kind: ScalarKind, width: u8) -> String {
    match (kind, width) {
        (ScalarKind::Sint, 4) => format!("{}i", v as u32 as i32),
        (ScalarKind::Uint, 4) => format!("{}u", v as u32),
        (ScalarKind::Float, 4) => format!("{:?} ({:#010x})", f32::from_bits(v as u32), v),
        (ScalarKind::Bool, _) => format!("{}", v != 0),
        _ => format!("{v:#x}"),
    }
}

/// Compares two buffers of `module`'s binding (`group`, `binding`) value by value: integers
/// and booleans bit for bit, floats within `float_ulps` (NaN equals NaN). Padding is ignored.
/// `None` where the module has no such binding.
pub fn compare(
    module: &Module,
    group: u32,
    binding: u32,
    left: &[u8],
    right: &[u8],
    float_ulps: u64,
) -> Option<Vec<Difference>> {
    let ty = binding_type(module, group, binding)?;
    let len = left.len().min(right.len()) as u64;
    let mut diffs = Vec::new();
    for leaf in leaves(module, ty, len) {
        let (a, b) = (read(left, leaf.offset, leaf.width), read(right, leaf.offset, leaf.width));
        let ulp = (leaf.kind == ScalarKind::Float).then(|| ulps(a, b, u32::from(leaf.width) * 8));
        let differs = match ulp {
            Some(u) => u > float_ulps,
            None => a != b,
        };
        if differs {
            diffs.push(Difference {
                path: leaf.path,
                offset: leaf.offset,
                left: show(a, leaf.kind, leaf.width),
                right: show(b, leaf.kind, leaf.width),
                ulps: ulp,
            });
        }
    }
    Some(diffs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ulps_order_floats() {
        let f = |v: f32| u64::from(v.to_bits());
        assert_eq!(ulps(f(1.0), f(1.0), 32), 0);
        assert_eq!(ulps(f(0.0), f(-0.0), 32), 0);
        assert_eq!(ulps(f(1.0), f(f32::from_bits(1.0f32.to_bits() + 3)), 32), 3);
        assert_eq!(ulps(f(f32::from_bits(1)), f(-f32::from_bits(1)), 32), 2);
        assert_eq!(ulps(f(f32::NAN), f(-f32::NAN), 32), 0);
        assert_eq!(ulps(f(f32::NAN), f(1.0), 32), u64::MAX);
        assert_eq!(ulps(f(f32::INFINITY), f(f32::MAX), 32), 1);
    }
}

/// WGSLsmith programs (`wgslsmith gen --recondition`): their inputs, and the whole differential
/// check of one program on the cpu executor and (where there is one) a GPU.
pub mod wgslsmith {
    use super::*;

    /// WGSLsmith's entry point.
    pub const ENTRY: &str = "main";

    /// The initial bytes of each binding, from the JSON comment on line 1 of a WGSLsmith
    /// program: `// {"0:0":[15,203,...]}` (keys `group:binding`, values bytes).
    pub fn inputs(wgsl: &str) -> Result<Vec<BindingData>, String> {
        let line = wgsl.lines().next().unwrap_or("");
        let json = line.strip_prefix("//").ok_or("line 1 is not a `// {...}` comment")?;
        let map: std::collections::BTreeMap<String, Vec<u8>> =
            serde_json::from_str(json).map_err(|e| format!("line 1: {e}"))?;
        map.into_iter()
            .map(|(key, bytes)| {
                let (g, b) =
                    key.split_once(':').ok_or_else(|| format!("key `{key}` is not `group:binding`"))?;
                let group = g.parse().map_err(|_| format!("key `{key}`: bad group"))?;
                let binding = b.parse().map_err(|_| format!("key `{key}`: bad binding"))?;
                Ok(BindingData { group, binding, bytes })
            })
            .collect()
    }

    /// What one program did.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Verdict {
        /// Both executors ran it, the Guard changed nothing and cut nothing, outputs agree.
        Ok,
        /// The Guard (naga) refused it: `kind: message` without the position.
        Refused(String),
        /// An executor failed it (`which: error`), or cut a loop.
        Failed(String),
        /// Outputs differ: between the executors, or between a run with and without the
        /// Guard's rewrite on one executor.
        Mismatch(String),
    }

    impl Verdict {
        /// One line for the expectations file: `ok`, `refused: ...`, `failed: ...`,
        /// `mismatch`.
        pub fn summary(&self) -> String {
            match self {
                Verdict::Ok => "ok".into(),
                Verdict::Refused(r) => format!("refused: {r}"),
                Verdict::Failed(r) => format!("failed: {r}"),
                Verdict::Mismatch(_) => "mismatch".into(),
            }
        }

        /// The whole story (the differences of a mismatch).
        pub fn detail(&self) -> String {
            match self {
                Verdict::Mismatch(d) => format!("mismatch: {d}"),
                other => other.summary(),
            }
        }
    }

    /// A reason that counts equal causes together: the first line of the message, without
    /// its position (`12:5: `), the function a validation error names (`in `fn f`: `, or
    /// naga's chain `Function [15] 'f' is invalid: Expression [66] is invalid: `; what is left
    /// is the cause: `naga: Division by zero`) and `(line N)`.
    pub fn reason(e: &RunError) -> String {
        let (kind, message) = match e {
            RunError::Refused { kind, message } => (kind.as_str(), message.as_str()),
            RunError::Failed { kind, message, .. } => (kind.as_str(), message.as_str()),
            RunError::Truncated(m) => ("truncated", m.as_str()),
        };
        let first = message.lines().next().unwrap_or("");
        let mut m = first;
        let mut parts = first.splitn(3, ':');
        if let (Some(a), Some(b), Some(rest)) = (parts.next(), parts.next(), parts.next())
            && a.trim().parse::<u32>().is_ok()
            && b.trim().parse::<u32>().is_ok()
        {
            m = rest.trim_start();
        }
        if let Some(at) = m.rfind(" is invalid: ") {
            return format!("naga: {}", &m[at + " is invalid: ".len()..]);
        }
        // The Guard names the function of a validation error (`in `fn f`: `, `in entry point
        // `main`: `): the cause is what is left.
        if (m.starts_with("in `fn ") || m.starts_with("in entry point `"))
            && let Some(at) = m.find("`: ")
        {
            return format!("naga: {}", &m[at + "`: ".len()..]);
        }
        let m = match m.find(" (line ") {
            Some(at) if m.ends_with(')') => &m[..at],
            _ => m,
        };
        format!("{kind}: {m}")
    }

    /// Runs `wgsl` on `rt` (and, with `plain`, again without the Guard's loop rewrite, which
    /// must give the same bytes); the guarded outputs, or the verdict that ends the check.
    fn on(rt: &Runtime, which: &str, job: &Job<'_>, plain: bool) -> Result<Vec<Output>, Verdict> {
        let guarded = match run(rt, rt.guard(), job) {
            Ok(o) => o,
            Err(e @ RunError::Refused { .. }) => return Err(Verdict::Refused(reason(&e))),
            Err(e @ RunError::Truncated(_)) => return Err(Verdict::Failed(format!("{which}: {e}"))),
            Err(e) => return Err(Verdict::Failed(format!("{which}: {}", reason(&e)))),
        };
        if !plain {
            return Ok(guarded);
        }
        let unbounded = run(rt, &unbounded_guard(rt), job)
            .map_err(|e| Verdict::Failed(format!("{which} without the loop rewrite: {e}")))?;
        let module = check(rt.guard(), job.wgsl).map_err(|e| Verdict::Refused(reason(&e)))?;
        let diffs = differences(module.module(), &guarded, &unbounded, 0);
        if !diffs.is_empty() {
            return Err(Verdict::Mismatch(format!(
                "{which}: the Guard's loop rewrite changed the output: {}",
                diffs.join("; ")
            )));
        }
        Ok(guarded)
    }

    /// Every difference between two runs' outputs, as `@binding(b)<path>: left vs right`.
    pub fn differences(module: &Module, left: &[Output], right: &[Output], float_ulps: u64) -> Vec<String> {
        let mut out = Vec::new();
        for (l, r) in left.iter().zip(right) {
            match compare(module, l.group, l.binding, &l.bytes, &r.bytes, float_ulps) {
                Some(d) => out.extend(d.into_iter().map(|d| format!("@binding({}){d}", l.binding))),
                None => out.push(format!("@group({}) @binding({}) has no type", l.group, l.binding)),
            }
        }
        if left.len() != right.len() {
            out.push(format!("{} outputs against {}", left.len(), right.len()));
        }
        out
    }

    /// The differential check of one WGSLsmith program: the cpu executor with and without the
    /// Guard's loop rewrite (bit for bit), then against `gpu` where given (with the rewrite only:
    /// lavapipe takes minutes over some unrewritten WGSLsmith programs; see
    /// docs/design/differential-testing.md).
    pub fn check_program(label: &str, wgsl: &str, cpu: &Runtime, gpu: Option<&Runtime>) -> Verdict {
        let inputs = match inputs(wgsl) {
            Ok(i) => i,
            Err(e) => return Verdict::Failed(format!("{label}: the inputs comment: {e}")),
        };
        let job = Job { label, wgsl, entry: ENTRY, workgroups: [1, 1, 1], inputs: &inputs };
        let on_cpu = match on(cpu, "cpu", &job, true) {
            Ok(o) => o,
            Err(v) => return v,
        };
        let Some(gpu) = gpu else { return Verdict::Ok };
        let on_gpu = match on(gpu, "gpu", &job, false) {
            Ok(o) => o,
            Err(v) => return v,
        };
        let module = match check(cpu.guard(), wgsl) {
            Ok(m) => m,
            Err(e) => return Verdict::Refused(reason(&e)),
        };
        let diffs = differences(module.module(), &on_cpu, &on_gpu, FLOAT_ULPS);
        if diffs.is_empty() {
            Verdict::Ok
        } else {
            Verdict::Mismatch(format!("cpu vs gpu: {}", diffs.join("; ")))
        }
    }
}
