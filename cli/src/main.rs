//! The `wasm-host` command line: `run` a guest, list adapters with `info`, `check` a module,
//! and scale out on NATS JetStream (`serve`, `submit`, `jobs`).

mod args;
mod dashboard;
mod report;
mod scale;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context as _, bail};
use args::{BackendArg, InfoArgs, RunArgs, StatsFormat, TRAP_EXIT_CODE, parse_dir};
use clap::{Args, Parser, Subcommand};
use wasm_host::exec::cpu::CpuOptions;
use wasm_host::exec::gpu::list_adapters;
use wasm_host::guard::{Guard, GuardPolicy};
use wasm_host::{Runtime, command};

/// Large blocks (a guest's lifted input, a read-back) on transparent huge pages: fresh memory
/// faults in 2 MiB at a time (`wasm_host::large_pages`).
#[global_allocator]
static ALLOC: wasm_host::large_pages::LargePages = wasm_host::large_pages::LargePages;

/// The block `run` faults in for a guest's first large transfer (one 4 MiB block serves
/// transfers of 2 to 4 MiB; `large_pages::prewarm`).
const PREWARM_BYTES: usize = 4 << 20;

/// A WebAssembly component host that gives guests GPU compute through WIT.
#[derive(Parser, Debug)]
#[command(name = "wasm-host", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Run a guest command component (built for wasm32-wasip2).
    Run(Box<RunArgs>),
    /// List the GPU adapters wgpu finds, best first, with the limits the host uses.
    Info(InfoArgs),
    /// Run the Guard on a WGSL file: the verdict, the loops it bounded, refusals with line:col.
    Check(CheckArgs),
    /// A worker: run jobs from a NATS JetStream queue, several at once, until SIGTERM (then
    /// finish the running ones).
    Serve(Box<scale::ServeArgs>),
    /// Submit a guest as a job to a NATS JetStream queue; `--wait` shows its result as `run`
    /// would.
    Submit(scale::SubmitArgs),
    /// List a queue's jobs and their states, or its live workers.
    Jobs(scale::JobsArgs),
    /// Serve a live page of a queue: workers, queue depth, jobs by state, each job's output and
    /// times; cancel and purge with `--allow-control`.
    Dashboard(dashboard::DashboardArgs),
    /// The GPU process `run` starts (it talks to the host over its standard input).
    #[command(hide = true)]
    GpuProcess,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// The WGSL file.
    file: PathBuf,
    /// Print the rewritten module as WGSL.
    #[arg(long)]
    print: bool,
    /// The reserved bind group (the device's maxBindGroups - 1; WebGPU's default gives 3).
    #[arg(long, default_value_t = 3, value_name = "G")]
    group: u32,
    /// Print the report as one JSON document.
    #[arg(long)]
    json: bool,
    /// Report the cpu executor's code as `run --no-vectorize` compiles it (scalar).
    #[arg(long)]
    no_vectorize: bool,
    /// Report the cpu executor's code as `run --no-interleave` compiles it (every loop one
    /// vector at a time).
    #[arg(long)]
    no_interleave: bool,
    /// FILE is a kernel's source (`fn kernel(x: u32, ...) -> T` and its helpers), checked as
    /// `Kernel::builder` would with the parameters below, against WebGPU's default limits.
    #[arg(long)]
    kernel: bool,
    /// A kernel's array parameter, NAME:ELEM:RANK[:EDGE] (`u:f32:2`, `u:f32:2:zero`; the edge,
    /// what a read outside gives, is zero, clamp, wrap or strict, the default). Repeat, in call
    /// order.
    #[arg(long = "array", value_name = "NAME:ELEM:RANK[:EDGE]", requires = "kernel")]
    arrays: Vec<String>,
    /// A kernel's scalar parameter, NAME:ELEM (`h2:f32`), after the arrays.
    #[arg(long = "scalar", value_name = "NAME:ELEM", requires = "kernel")]
    scalars: Vec<String>,
    /// The kernel's output extents, x first (`1024x1024`); its rank is the number of extents.
    #[arg(long, value_name = "XxY..", requires = "kernel", default_value = "64")]
    output: String,
    /// The kernel's output element type.
    #[arg(long, value_name = "ELEM", requires = "kernel", default_value = "f32")]
    output_elem: String,
    /// A kernel's `override` constant, NAME=VALUE.
    #[arg(long = "constant", value_name = "NAME=VALUE", requires = "kernel")]
    constants: Vec<String>,
    /// One of a kernel's several outputs, NAME:ELEM (`gx:f32`): a member of the `Outputs` struct
    /// its `fn kernel` returns. Repeat, in order; the first sets the output element type.
    #[arg(long = "member", value_name = "NAME:ELEM", requires = "kernel", conflicts_with = "output_elem")]
    members: Vec<String>,
}

impl CheckArgs {
    /// The kernel these arguments describe, its source `source`.
    fn kernel_desc(&self, source: &str) -> anyhow::Result<wasm_host::kernel::KernelDesc> {
        use wasm_host::array::Elem;
        use wasm_host::kernel::{Edge, Param, ParamKind};
        let elem = |s: &str| match s {
            "f32" => Ok(Elem::F32),
            "i32" => Ok(Elem::I32),
            "u32" => Ok(Elem::U32),
            other => Err(anyhow::anyhow!("{other:?} is not an element type (f32, i32, u32)")),
        };
        let mut params = Vec::new();
        for a in &self.arrays {
            let parts: Vec<&str> = a.split(':').collect();
            let (name, e, rank, edge) = match parts[..] {
                [name, e, rank] => (name, e, rank, Edge::Strict),
                [name, e, rank, edge] => (
                    name,
                    e,
                    rank,
                    match edge {
                        "zero" => Edge::Zero,
                        "clamp" => Edge::Clamp,
                        "wrap" => Edge::Wrap,
                        "strict" => Edge::Strict,
                        other => bail!("--array {a:?}: {other:?} is not an edge (zero, clamp, wrap, strict)"),
                    },
                ),
                _ => bail!("--array {a:?} is not NAME:ELEM:RANK[:EDGE]"),
            };
            let rank: u8 = rank.parse().with_context(|| format!("--array {a:?}: the rank"))?;
            params.push(Param::array(name, elem(e)?, rank, edge));
        }
        for a in &self.scalars {
            let Some((name, e)) = a.split_once(':') else { bail!("--scalar {a:?} is not NAME:ELEM") };
            params.push(Param { name: name.into(), kind: ParamKind::Scalar(elem(e)?) });
        }
        let output = self
            .output
            .split('x')
            .map(|n| n.parse::<u32>().with_context(|| format!("--output {:?}: an extent", self.output)))
            .collect::<anyhow::Result<Vec<u32>>>()?;
        let mut constants = Vec::new();
        for c in &self.constants {
            let Some((name, v)) = c.split_once('=') else { bail!("--constant {c:?} is not NAME=VALUE") };
            constants
                .push((name.to_string(), v.parse::<f64>().with_context(|| format!("--constant {c:?}"))?));
        }
        let mut outputs = Vec::new();
        for m in &self.members {
            let Some((name, e)) = m.split_once(':') else { bail!("--member {m:?} is not NAME:ELEM") };
            outputs.push(wasm_host::kernel::Output { name: name.into(), elem: elem(e)? });
        }
        Ok(wasm_host::kernel::KernelDesc {
            name: String::new(),
            source: source.to_string(),
            params,
            output,
            output_elem: match outputs.first() {
                Some(first) => first.elem,
                None => elem(&self.output_elem)?,
            },
            constants,
            outputs,
        })
    }
}

/// Refuses, by name, a `wasmtime run` option wasm-host does not take where the component
/// should be (without this, `-S` read as a file: "cannot load -S").
fn not_a_wasmtime_option(first: &str) -> anyhow::Result<()> {
    if !first.starts_with('-') || first == "-" {
        return Ok(());
    }
    let name = first.split('=').next().unwrap_or(first);
    let why = match name {
        "-S" | "--wasi" => "WASI settings are fixed: the guest gets WASI p2 with the directories of `--dir`",
        "--invoke" => {
            "a guest runs as a `wasi:cli` command (its `main`); call exported functions by embedding the host"
        }
        "--argv0" => "the guest's argv[0] is the component's file name",
        "-O" | "--optimize" | "-C" | "--codegen" => "the compiler's settings are the host's",
        "-D" | "--debug" => "debugging options are not offered",
        "--preload" => "a guest is one component",
        _ => "see `wasm-host run --help` for what it takes",
    };
    bail!(
        "`{name}` is not supported by wasm-host ({why}); options go before the component, and everything after it is the guest's"
    )
}

/// Serves the host that started this process (see `exec::remote`).
fn gpu_process() -> anyhow::Result<ExitCode> {
    #[cfg(unix)]
    {
        wasm_host::exec::remote::serve_stdin().context("the GPU process's socket")?;
        Ok(ExitCode::SUCCESS)
    }
    #[cfg(not(unix))]
    bail!("the GPU process runs on Unix hosts only")
}

#[allow(clippy::print_stderr)]
fn run(args: RunArgs) -> anyhow::Result<ExitCode> {
    let began = std::time::Instant::now();
    let config = args.host.config(args.stats.is_some() || args.trace.is_some())?;
    let mut env = Vec::new();
    for spec in &args.env {
        match spec.split_once('=') {
            Some((k, v)) => env.push((k.to_string(), v.to_string())),
            // `--env NAME` passes the host's value on, as `wasmtime run` does (nothing where
            // the host has none).
            None => {
                if let Ok(v) = std::env::var(spec) {
                    env.push((spec.clone(), v));
                }
            }
        }
    }
    let wasm = args.wasm();
    not_a_wasmtime_option(&args.command[0])?;
    if wasm.extension().is_some_and(|e| e == "wat") {
        bail!(
            "cannot load {}: a WebAssembly text file; wasm-host runs components: build the guest for \
             `wasm32-wasip2` (`cargo build --target wasm32-wasip2`), or make a component of a module \
             with `wasm-tools parse` and `wasm-tools component new`",
            wasm.display()
        );
    }
    let bytes = command::read(&wasm, args.max_component_bytes)?;
    // The guest compiles while the executor opens (the GPU process starts, the device opens).
    let (runtime, component) = Runtime::new_while(config, |engine| command::compile(engine, &wasm, &bytes))
        .context("cannot start the GPU runtime")?;
    let component = component?;
    let started = began.elapsed();
    let program = wasm.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut guest_args = vec![program];
    guest_args.extend(args.guest_args().iter().cloned());
    let options = command::RunOptions {
        args: guest_args,
        env,
        dirs: args.dirs.iter().map(|d| parse_dir(d)).collect(),
        stdio: command::Stdio::Inherit,
        quotas: None,
        trace: args.trace.as_ref().map(|_| wasm_host::trace::TraceLog::new()),
        limits: None,
        cancel: None,
        timings: false,
    };
    let trace = options.trace.clone();
    // The same async path an embedder takes: a guest waiting on the device yields its thread.
    let tokio = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let outcome = tokio.block_on(command::run(&runtime, &component, options));
    // Written whether the guest succeeded or not: a trace of a failing run is worth having.
    if let (Some(path), Some(log)) = (&args.trace, trace) {
        let write = || -> anyhow::Result<()> {
            let mut file = std::io::BufWriter::new(std::fs::File::create(path)?);
            log.write_json(&mut file)?;
            std::io::Write::flush(&mut file)?;
            Ok(())
        };
        write().with_context(|| format!("cannot write the trace to {}", path.display()))?;
    }
    let outcome = match outcome {
        // A guest that traps (its own fault, a fuel or time limit) exits as `wasmtime run`
        // does; a host error stays 2.
        Err(e @ command::RunError::Trap(_)) => {
            eprintln!("error: {e}");
            return Ok(ExitCode::from(TRAP_EXIT_CODE));
        }
        other => other?,
    };
    if let Some(format) = args.stats {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        let total = began.elapsed();
        let stats = report::Stats {
            backend: runtime.backend().name.clone(),
            exit_code: outcome.exit_code,
            // One reading of the clock: startup + guest is the total, exactly.
            times_ms: report::Times { total: ms(total), startup: ms(started), guest: ms(total - started) },
            guest: outcome.stats,
            steps: outcome.steps,
            guard: runtime.guard_stats(),
            cpu_compile: runtime.executor().compile_report(),
        };
        match format {
            StatsFormat::Text => eprint!("{}", stats.text()),
            StatsFormat::Json => eprintln!("{}", serde_json::to_string(&stats)?),
        }
    }
    Ok(ExitCode::from(outcome.exit_code.clamp(0, 255) as u8))
}

#[allow(clippy::print_stdout)]
fn info(args: InfoArgs) -> anyhow::Result<ExitCode> {
    let device = &args.device;
    let adapters = list_adapters(&device.options());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = device.threads.unwrap_or(cores);
    let cpu = format!("the cpu executor ({threads} worker threads)");
    let hardware = adapters.iter().position(|a| !a.software);
    let chosen = |kind, name: String, why: String, adapter| report::Chosen { kind, name, why, adapter };
    let backend = match (device.backend, hardware, adapters.first()) {
        (BackendArg::Cpu, _, _) => chosen("cpu", cpu, "asked for".into(), None),
        (BackendArg::Gpu, _, Some(a)) => chosen("gpu", a.name.clone(), "asked for the gpu".into(), Some(0)),
        (BackendArg::Gpu, _, None) => {
            chosen("none", "none".into(), "asked for the gpu, and wgpu finds no adapter".into(), None)
        }
        (BackendArg::Auto, Some(i), _) => {
            chosen("gpu", adapters[i].name.clone(), "auto: a hardware GPU adapter".into(), Some(i))
        }
        (BackendArg::Auto, None, Some(a)) => chosen(
            "cpu",
            cpu,
            format!("auto: only software adapters such as {}; `--backend gpu` uses them", a.name),
            None,
        ),
        (BackendArg::Auto, None, None) => chosen("cpu", cpu, "auto: wgpu finds no GPU adapter".into(), None),
    };
    let cpu_options = CpuOptions { threads, ..device.cpu() };
    let info = report::Info {
        cpu: report::CpuInfo { threads, limits: wasm_host::exec::cpu::limits(&cpu_options) },
        adapters: adapters
            .iter()
            .enumerate()
            .map(|(i, a)| report::Adapter::new(i, a, backend.adapter == Some(i)))
            .collect(),
        backend,
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&info)?);
    } else {
        print!("{}", info.text());
    }
    Ok(ExitCode::SUCCESS)
}

#[allow(clippy::print_stdout)]
fn check(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let source = std::fs::read_to_string(&args.file)
        .with_context(|| format!("cannot read {}", args.file.display()))?;
    let report = if args.kernel { kernel_report(&args, &source)? } else { check_report(&args, &source) };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", report.text());
    }
    Ok(if report.ok { ExitCode::SUCCESS } else { ExitCode::from(1) })
}

/// The Guard `check` uses: the capabilities of the widest executor (the cpu executor offers
/// SHADER_FLOAT16_IN_FLOAT32, as most GPU adapters do; a module that needs them is told so).
fn widest_guard(reserved_group: u32) -> Guard {
    Guard::new(GuardPolicy {
        reserved_group,
        capabilities: naga::valid::Capabilities::SHADER_FLOAT16_IN_FLOAT32,
        ..GuardPolicy::default()
    })
}

/// The Guard's verdict on `source`, and how the cpu executor would run each entry point.
fn check_report(args: &CheckArgs, source: &str) -> report::Check {
    let policy = GuardPolicy { reserved_group: args.group, ..GuardPolicy::default() };
    let guard = widest_guard(args.group);
    let mut report = report::Check { file: args.file.display().to_string(), ..Default::default() };
    let m = match guard.check(source) {
        Err(e) => {
            report.error = Some(report::Refusal {
                kind: e.kind.to_string(),
                message: e.message.clone(),
                line: e.pos.map(|p| p.line),
                column: e.pos.map(|p| p.column),
            });
            return report;
        }
        Ok(m) => m,
    };
    if let Err(e) = Guard::new(policy).check(source) {
        report.needs_f16_in_f32 = Some(e.message);
    }
    module_report(report, &m, args)
}

/// `check --kernel`: the kernel as `Kernel::builder` would make it, against WebGPU's default
/// limits (8 storage buffers per stage: 6 array parameters).
fn kernel_report(args: &CheckArgs, source: &str) -> anyhow::Result<report::Check> {
    let desc = args.kernel_desc(source)?;
    let limits = wasm_host::exec::ExecLimits {
        max_storage_buffers: 8,
        ..wasm_host::exec::cpu::limits(&CpuOptions::default())
    };
    let guard = widest_guard(args.group);
    let report = report::Check { file: args.file.display().to_string(), ..Default::default() };
    Ok(match wasm_host::kernel::Kernel::check(&limits, &guard, &desc) {
        Err(e) => report::Check {
            error: Some(report::Refusal {
                kind: e.kind().map_or("trap".to_string(), |k| k.to_string()),
                message: e.message().to_string(),
                line: None,
                column: None,
            }),
            ..report
        },
        Ok((m, output)) => report::Check {
            footprint: Some(report::Footprint::new(
                &wasm_host::kernel::access::analyze(m.module(), &desc.params, output.rank()),
                wasm_host::kernel::unblockable(&m, desc.source.len()),
                wasm_host::kernel::unmergeable(
                    wasm_host::kernel::unblockable(&m, desc.source.len()),
                    &desc.source,
                ),
            )),
            ..module_report(report, &m, args)
        },
    })
}

/// What `check` says of a module the Guard passed: its loops, its bools, how the cpu executor
/// runs each compute entry point, and (`print`) the module as the executors receive it.
fn module_report(
    mut report: report::Check,
    m: &wasm_host::guard::GuardedModule,
    args: &CheckArgs,
) -> report::Check {
    let codegen = wasm_host::exec::cpu::Codegen {
        vectorize: !args.no_vectorize,
        interleave: !args.no_interleave,
        ..Default::default()
    };
    report.ok = true;
    report.workgroup_bools_as_u32 = m.workgroup_bools_widened();
    report.loops = Some(match m.bounds() {
        None => report::Loops {
            rewritten: false,
            loops: 0,
            with_barriers: 0,
            counted: 0,
            counted_with_early_exits: 0,
            static_bound: m.static_bound(),
            group: None,
        },
        Some(b) => report::Loops {
            rewritten: true,
            loops: b.counts.loops,
            with_barriers: b.counts.barrier_loops,
            counted: b.counts.counted,
            counted_with_early_exits: b.counts.counted_bounded,
            static_bound: None,
            group: Some(b.group),
        },
    });
    // How the cpu executor would run each compute entry point.
    for ep in m.module().entry_points.iter().filter(|e| e.stage == naga::ShaderStage::Compute) {
        let compiled = m
            .check_entry(&ep.name, &[])
            .and_then(|()| wasm_host::exec::cpu::compile(m, &ep.name, &[], codegen));
        let (cpu, cpu_error) = match compiled {
            Ok(c) => (Some(c.path.to_string()), None),
            Err(e) => (None, Some(e.to_string())),
        };
        report.entry_points.push(report::EntryPoint { name: ep.name.clone(), cpu, cpu_error });
    }
    if args.print {
        report.wgsl = Some(match m.to_wgsl() {
            Ok(text) => text,
            Err(e) => format!("{}: cannot print the module: {}: {}\n", report.file, e.kind, e.message),
        });
    }
    report
}

/// Mesa's Vulkan loader prints `error: XDG_RUNTIME_DIR is invalid or not set` when the variable
/// is missing (a root shell, a service), which reads like an error of ours on a run that went
/// fine: give it the temporary directory, as `.ci/run` does, when it is unset.
fn quiet_mesa() {
    if std::env::var_os("XDG_RUNTIME_DIR").is_none() {
        // SAFETY: the first thing `main` does, before any other thread exists (no one else
        // reads or writes the environment concurrently).
        #[allow(unsafe_code)]
        unsafe {
            std::env::set_var("XDG_RUNTIME_DIR", std::env::temp_dir());
        }
    }
}

#[allow(clippy::print_stdout, clippy::print_stderr)]
fn main() -> ExitCode {
    quiet_mesa();
    let cli = Cli::parse();
    // A worker says what each job did (received, started, finished or failed, with times).
    let default = match cli.command {
        Cmd::Serve(_) => "warn,wasm_host_queue=info,wgpu_hal::gles=off,naga=off",
        _ => "warn,wgpu_hal::gles=off,naga=off",
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default)),
        )
        .with_writer(std::io::stderr)
        // Colours only for a person at a terminal: a log piped to a file or a program stays plain.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    if matches!(cli.command, Cmd::Run(_)) {
        // A large block faulted in while the runtime starts: a guest's first big input lands
        // there (see `large_pages::prewarm`).
        let _ = std::thread::Builder::new()
            .name("wasm-host prewarm".into())
            .spawn(|| wasm_host::large_pages::prewarm(PREWARM_BYTES));
    }
    let result = match cli.command {
        Cmd::Run(args) => run(*args),
        Cmd::Info(args) => info(args),
        Cmd::Check(args) => check(args),
        Cmd::Serve(args) => scale::serve(*args),
        Cmd::Submit(args) => scale::submit(args),
        Cmd::Jobs(args) => scale::jobs(args),
        Cmd::Dashboard(args) => dashboard::dashboard(args),
        Cmd::GpuProcess => gpu_process(),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
