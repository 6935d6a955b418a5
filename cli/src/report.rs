//! What the `wasm-host` binary reports (`info`, `check`, `run --stats`), as data: each report is
//! one serde type, printed as text for a person or as one JSON document (`--json`,
//! `--stats=json`) for a program. The text is rendered from the same values, so the two never
//! disagree. (Part of the binary, not of the library.)

use serde::Serialize;
use wasm_host::exec::ExecLimits;
use wasm_host::exec::gpu::AdapterSummary;

/// `wasm-host info`.
#[derive(Debug, Serialize)]
pub struct Info {
    /// What runs the work, and why.
    pub backend: Chosen,
    /// The cpu executor as these options make it.
    pub cpu: CpuInfo,
    /// The adapters wgpu finds, best first.
    pub adapters: Vec<Adapter>,
}

/// The executor the options pick.
#[derive(Debug, Serialize)]
pub struct Chosen {
    /// `gpu`, `cpu`, or `none` (a GPU was asked for and there is none).
    pub kind: &'static str,
    pub name: String,
    /// Why this one (`asked for`, `auto: ...`).
    pub why: String,
    /// The chosen adapter's index in `adapters`, when a GPU adapter is chosen.
    pub adapter: Option<usize>,
}

#[derive(Debug, Serialize)]
pub struct CpuInfo {
    pub threads: usize,
    pub limits: ExecLimits,
}

#[derive(Debug, Serialize)]
pub struct Adapter {
    pub index: usize,
    pub name: String,
    pub api: String,
    pub device_type: String,
    pub driver: String,
    pub software: bool,
    pub chosen: bool,
    pub limits: ExecLimits,
}

impl Adapter {
    pub fn new(index: usize, a: &AdapterSummary, chosen: bool) -> Adapter {
        Adapter {
            index,
            name: a.name.clone(),
            api: a.api.clone(),
            device_type: a.device_type.clone(),
            driver: a.driver.clone(),
            software: a.software,
            chosen,
            limits: a.limits.clone(),
        }
    }
}

fn limits_line(l: &ExecLimits) -> String {
    format!(
        "{} bind groups, {} storage buffers per stage, {} workgroups per dimension, {} bytes per buffer",
        l.max_bind_groups, l.max_storage_buffers, l.max_workgroups_per_dimension, l.max_buffer_bytes
    )
}

impl Info {
    /// The text `info` prints.
    pub fn text(&self) -> String {
        let mut out = format!("backend: {} ({})\n", self.backend.name, self.backend.why);
        out += &format!(
            "cpu executor: {} worker threads; limits: {}\n",
            self.cpu.threads,
            limits_line(&self.cpu.limits)
        );
        if self.adapters.is_empty() {
            out += "no GPU adapters found (a Vulkan driver such as mesa-vulkan-drivers provides lavapipe)\n";
        }
        for a in &self.adapters {
            let soft = if a.software { ", software" } else { "" };
            let pick = if a.chosen { " (chosen)" } else { "" };
            out += &format!("{}: {} [{}, {}{soft}]{pick}\n", a.index, a.name, a.api, a.device_type);
            out += &format!("   driver: {}\n", a.driver);
            out += &format!("   limits: {}\n", limits_line(&a.limits));
            if let Some(cap) = a.limits.max_loop_iterations {
                out += &format!(
                    "   loops: the driver stops loops by itself; the loop budget is capped at {cap} iterations\n"
                );
            }
            if let Some([least, most]) = a.limits.subgroups {
                let sizes = if least == most { format!("{least}") } else { format!("{least} to {most}") };
                out += &format!("   subgroups: {sizes} invocations (the host's integer scans use them)\n");
            }
        }
        out
    }
}

/// `wasm-host check FILE`.
#[derive(Debug, Default, Serialize)]
pub struct Check {
    pub file: String,
    /// The Guard accepted the module.
    pub ok: bool,
    /// Why not: the error's name, message and position.
    pub error: Option<Refusal>,
    /// What the Guard did to the module's loops (when accepted).
    pub loops: Option<Loops>,
    /// Its workgroup variables of bool types are stored as u32 (a driver workaround).
    pub workgroup_bools_as_u32: bool,
    /// Set when the module needs `SHADER_FLOAT16_IN_FLOAT32`: what an adapter without it says.
    pub needs_f16_in_f32: Option<String>,
    /// How the cpu executor runs each compute entry point.
    pub entry_points: Vec<EntryPoint>,
    /// `--kernel`: where the kernel reads its arrays (what step fusion needs).
    pub footprint: Option<Footprint>,
    /// The module as the executors receive it (`--print`).
    pub wgsl: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct Refusal {
    pub kind: String,
    pub message: String,
    pub line: Option<u32>,
    pub column: Option<u32>,
}

#[derive(Debug, Serialize)]
pub struct Loops {
    /// The module was rewritten (its loops check the budget).
    pub rewritten: bool,
    pub loops: u32,
    pub with_barriers: u32,
    pub counted: u32,
    pub counted_with_early_exits: u32,
    /// A module that runs unchanged: the most loop iterations of one invocation, if it has loops.
    pub static_bound: Option<u64>,
    /// The bind group the rewrite reserves (flag at binding 0, budget at binding 1).
    pub group: Option<u32>,
}

/// Where a kernel reads its arrays, relative to the element it computes.
#[derive(Debug, Serialize)]
pub struct Footprint {
    /// Every read is at the element's coordinates plus constant offsets.
    pub stencil: bool,
    /// Why not.
    pub reason: Option<String>,
    /// Per array parameter (a stencil only).
    pub reads: Vec<Reads>,
    /// Whether consecutive steps of this kernel can run as blocks of several steps per
    /// dispatch (step fusion), as far as the kernel alone decides: a stencil with nothing
    /// against blocking it.
    pub fusable: bool,
    /// Why not, when it is a stencil but something else is against it (loops, module-scope
    /// variables).
    pub unfusable: Option<String>,
    /// Whether its steps can run merged with the steps around them that read the previous
    /// one's result only at their own element (pointwise groups), as far as the kernel alone
    /// decides.
    pub mergeable: bool,
    /// Why not (loops, module-scope variables, barriers, the host's `_wh_` names).
    pub unmergeable: Option<String>,
    /// The whole verdict in words.
    pub summary: String,
}

#[derive(Debug, Serialize)]
pub struct Reads {
    pub name: String,
    /// The largest offset on each axis.
    pub radius: [u32; 3],
    /// Every offset read.
    pub offsets: Vec<[i32; 3]>,
}

impl Footprint {
    pub fn new(
        f: &wasm_host::kernel::Footprint,
        unblockable: Option<&str>,
        unmergeable: Option<&str>,
    ) -> Footprint {
        use wasm_host::kernel::Footprint as F;
        let (reason, reads) = match f {
            F::Opaque(why) => (Some(why.clone()), Vec::new()),
            F::Stencil(reads) => (
                None,
                reads
                    .iter()
                    .map(|r| Reads { name: r.name.clone(), radius: r.radius(), offsets: r.offsets.clone() })
                    .collect(),
            ),
        };
        let fusable = f.is_stencil() && unblockable.is_none();
        let unfusable = unblockable.filter(|_| f.is_stencil()).map(str::to_string);
        let mut summary = match (&unfusable, f.is_stencil()) {
            (Some(why), _) => format!("{f}; its steps do not fuse: {why}"),
            (None, true) => format!("{f}; its steps can fuse"),
            (None, false) => f.to_string(),
        };
        if let (Some(why), None) = (unmergeable, &unfusable) {
            summary += &format!("; it does not merge with pointwise steps: {why}");
        }
        Footprint {
            stencil: f.is_stencil(),
            reason,
            reads,
            fusable,
            unfusable,
            mergeable: unmergeable.is_none(),
            unmergeable: unmergeable.map(str::to_string),
            summary,
        }
    }
}

#[derive(Debug, Serialize)]
pub struct EntryPoint {
    pub name: String,
    /// How the cpu executor runs it (`vectorized ...`, `scalar: why`).
    pub cpu: Option<String>,
    /// Why the cpu executor cannot run it.
    pub cpu_error: Option<String>,
}

impl Check {
    /// The text `check` prints.
    pub fn text(&self) -> String {
        let name = &self.file;
        let mut out = String::new();
        if let Some(e) = &self.error {
            let at = match (e.line, e.column) {
                (Some(l), Some(c)) => format!(":{l}:{c}"),
                _ => String::new(),
            };
            out += &format!("{name}{at}: {}: {}\n", e.kind, e.message);
        }
        if let Some(l) = &self.loops {
            out += &match (l.rewritten, l.static_bound) {
                (false, Some(w)) => {
                    format!(
                        "{name}: ok, all loops counted, at most {w} iterations per invocation: runs unchanged\n"
                    )
                }
                (false, None) => format!("{name}: ok, no loops: runs unchanged\n"),
                (true, _) => format!(
                    "{name}: ok, rewritten: {} loop(s) bounded ({} with barriers, {} counted{}); flag at \
                     @group({g}) @binding(0), budget at @group({g}) @binding(1)\n",
                    l.loops,
                    l.with_barriers,
                    l.counted,
                    match l.counted_with_early_exits {
                        0 => String::new(),
                        n => format!(", {n} with early exits charged when they fit"),
                    },
                    g = l.group.unwrap_or_default()
                ),
            };
        }
        if self.workgroup_bools_as_u32 {
            out += &format!(
                "{name}: its workgroup variables of bool types are stored as u32 (0 or 1): some drivers \
                 lose workgroup memory beside bool arrays\n"
            );
        }
        if let Some(why) = &self.needs_f16_in_f32 {
            out += &format!(
                "{name}: needs SHADER_FLOAT16_IN_FLOAT32 (pack2x16float / unpack2x16float): the cpu \
                 executor runs it; a GPU adapter without it answers `invalid` ({why})\n"
            );
        }
        for ep in &self.entry_points {
            match (&ep.cpu, &ep.cpu_error) {
                (Some(path), _) => out += &format!("{name}: cpu executor: `{}` {path}\n", ep.name),
                (None, Some(e)) => out += &format!("{name}: cpu executor: `{}` cannot run: {e}\n", ep.name),
                (None, None) => {}
            }
        }
        if let Some(f) = &self.footprint {
            out += &format!("{name}: reads: {}\n", f.summary);
        }
        if let Some(text) = &self.wgsl {
            out += text;
        }
        out
    }
}

/// `wasm-host run --stats`: what the guest did, what the host spent, how long each phase took.
#[derive(Debug, Serialize)]
pub struct Stats {
    pub backend: String,
    pub exit_code: i32,
    /// Milliseconds: the whole run, opening the executor while compiling the guest, the guest.
    pub times_ms: Times,
    pub guest: wasm_host::GuestStats,
    /// Timed pipeline steps, by kernel (every pipeline is timed under `--stats`).
    pub steps: wasm_host::StepStats,
    pub guard: wasm_host::guard::GuardStats,
    /// The cpu executor's compiles (absent on a GPU).
    pub cpu_compile: Option<wasm_host::exec::CompileReport>,
}

#[derive(Debug, Serialize)]
pub struct Times {
    pub total: f64,
    pub startup: f64,
    pub guest: f64,
}

/// `n` and the word, plural unless `n` is 1 ("1 kernel", "2 kernels").
fn count(n: u64, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}

impl Stats {
    /// The lines `--stats` prints.
    pub fn text(&self) -> String {
        let s = &self.guest;
        let g = &self.guard;
        let mut out = format!("backend: {}\n", self.backend);
        out += &format!(
            "guest: {} created, {}, {}, {} uploaded, {} read, {}\n",
            count(s.kernels_created, "kernel"),
            count(s.runs, "kernel run"),
            count(s.reads, "read"),
            count(s.bytes_uploaded, "byte"),
            count(s.bytes_read, "byte"),
            count(s.errors, "error")
        );
        if s.reductions > 0 {
            out += &format!("reductions: {}\n", s.reductions);
        }
        if let Some(r) = &self.cpu_compile {
            let interleaved = if r.interleaved > 0 {
                format!(", {} with a loop interleaved", r.interleaved)
            } else {
                String::new()
            };
            let mut line = format!(
                "cpu: {} vectorized ({} with bounds tests per row{interleaved}), {} scalar",
                count(r.vectorized, "kernel"),
                r.row_tested,
                r.scalar
            );
            for (label, why) in &r.reasons {
                line.push_str(&format!("; `{label}` scalar: {why}"));
            }
            out += &line;
            out.push('\n');
        }
        if s.pipelines_created > 0 {
            out += &format!(
                "pipelines: {} created, {}; {} in {}\n",
                s.pipelines_created,
                count(s.pipeline_runs, "pipeline run"),
                count(s.pipeline_steps, "step"),
                match s.pipeline_dispatches {
                    1 => "1 dispatch".to_string(),
                    n => format!("{n} dispatches"),
                }
            );
        }
        if let Some(source) = self.steps.source {
            for (name, k) in &self.steps.kernels {
                out += &format!(
                    "  step `{name}`: {}, {:.3} ms in all, {:.1} us each on average, {:.1} us at most ({source})\n",
                    if k.dispatches == 1 {
                        "1 dispatch".to_string()
                    } else {
                        format!("{} dispatches", k.dispatches)
                    },
                    k.nanos as f64 / 1e6,
                    k.nanos as f64 / 1e3 / k.dispatches.max(1) as f64,
                    k.max_nanos as f64 / 1e3,
                );
            }
        }
        if let Some(why) = &self.steps.untimed {
            out += &format!("  steps not timed: {why}\n");
        }
        if s.streams > 0 {
            out += &format!(
                "batch: {}; peaks: {} in one dispatch, {} in one stream\n",
                count(s.streams, "stream"),
                count(s.batch_peak_dispatch, "invocation"),
                s.batch_peak_stream
            );
        }
        out += &format!(
            "guard: {} seen, {} rewritten, {} refused, {:.3} ms\n",
            count(g.seen, "module"),
            g.rewritten,
            g.refused,
            g.micros as f64 / 1000.0
        );
        let t = &self.times_ms;
        out += &format!(
            "time: {:.1} ms in all: {:.1} ms to start (executor and guest compile together), {:.1} ms in the guest\n",
            t.total, t.startup, t.guest
        );
        out
    }
}
