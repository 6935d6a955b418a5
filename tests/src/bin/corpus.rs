//! The public-corpus runner: every compute entry point of every `.wgsl` file under the given
//! folders, through the Guard (`wasm-host check`'s verdict) and run on the cpu executor and on
//! wgpu with the same type-directed inputs, the outputs compared (see `differential`). One line
//! per entry point goes to an expectations file; a run against it prints what changed.
//!
//! ```text
//! corpus --root .dev/corpus/wgpu [--expect tests/corpus/wgpu.txt [--bless]] [--revision REV] [--cpu-only]
//! ```
//!
//! The corpora are other projects' code: fetched, never committed (tools/corpus/fetch.sh puts
//! one under `.dev/corpus/`). Only the expectations file is committed, headed by the corpus's
//! revision. See docs/design/differential-testing.md, "Public corpora".

#![allow(clippy::print_stdout, clippy::print_stderr)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use naga::{AddressSpace, ScalarKind, ShaderStage};
use wasm_host::Runtime;
use wasm_host_tests::differential::{self, BindingData, FLOAT_ULPS, Job, RunError};

/// Elements a runtime-sized array gets.
const RUNTIME_ELEMENTS: u64 = 64;
/// Workgroups each entry point runs: one. Many corpus modules read, modify and write one
/// location from every invocation without atomics (`a += 1` on a storage variable); with more
/// than one invocation such a race answers differently on a GPU that runs them at once (on the
/// H200, 38 entry points did with two workgroups), and the runner is after wrong answers, not
/// legal ones. Most corpus entry points have a workgroup of one invocation.
const WORKGROUPS: [u32; 3] = [1, 1, 1];

struct Args {
    root: PathBuf,
    expect: Option<PathBuf>,
    bless: bool,
    revision: String,
    cpu_only: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        root: PathBuf::new(),
        expect: None,
        bless: false,
        revision: "unknown".into(),
        cpu_only: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--root" => a.root = value()?.into(),
            "--expect" => a.expect = Some(value()?.into()),
            "--bless" => a.bless = true,
            "--revision" => a.revision = value()?,
            "--cpu-only" => a.cpu_only = true,
            other => return Err(format!("unknown argument `{other}` (see the module docs)")),
        }
    }
    if a.root.as_os_str().is_empty() {
        return Err("--root FOLDER is required".into());
    }
    Ok(a)
}

fn wgsl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            wgsl_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "wgsl") {
            out.push(p);
        }
    }
}

/// Deterministic, type-directed contents for a binding: small floats (never NaN, inf or
/// subnormal), small integers, alternating booleans, so that every leaf is a legal, ordinary
/// value whatever the program does with it.
fn fill(module: &naga::Module, ty: naga::Handle<naga::Type>) -> Vec<u8> {
    let min = differential::min_size(module, ty);
    let len = match &module.types[ty].inner {
        naga::TypeInner::Array { size: naga::ArraySize::Dynamic, stride, .. } => {
            u64::from(*stride) * RUNTIME_ELEMENTS
        }
        naga::TypeInner::Struct { members, .. } => match members.last().map(|m| &module.types[m.ty].inner) {
            Some(naga::TypeInner::Array { size: naga::ArraySize::Dynamic, stride, .. }) => {
                min + u64::from(*stride) * (RUNTIME_ELEMENTS - 1)
            }
            _ => min,
        },
        _ => min,
    };
    let mut bytes = vec![0u8; len as usize];
    for (i, leaf) in differential::leaves(module, ty, len).into_iter().enumerate() {
        let v = (i % 13) as i32 - 6;
        let word: u32 = match leaf.kind {
            ScalarKind::Float => (v as f32 * 0.5 + 0.25).to_bits(),
            ScalarKind::Sint => v as u32,
            ScalarKind::Uint => (i % 13) as u32,
            ScalarKind::Bool => (i % 2) as u32,
            _ => 0,
        };
        let at = leaf.offset as usize;
        let width = usize::from(leaf.width).min(4);
        if at + width <= bytes.len() {
            bytes[at..at + width].copy_from_slice(&word.to_le_bytes()[..width]);
        }
    }
    bytes
}

/// The inputs of every buffer binding of the module.
fn inputs(module: &naga::Module) -> Vec<BindingData> {
    module
        .global_variables
        .iter()
        .filter(|(_, v)| matches!(v.space, AddressSpace::Storage { .. } | AddressSpace::Uniform))
        .filter_map(|(_, v)| {
            let b = v.binding.as_ref()?;
            Some(BindingData { group: b.group, binding: b.binding, bytes: fill(module, v.ty) })
        })
        .collect()
}

/// What one executor did with an entry point: `ok`, or the error's name (and the step that
/// gave it, for failures after the Guard).
fn verdict(r: &Result<Vec<differential::Output>, RunError>) -> String {
    match r {
        Ok(_) => "ok".into(),
        Err(RunError::Refused { kind, .. }) => format!("refused:{kind}"),
        Err(RunError::Truncated(_)) => "truncated".into(),
        Err(RunError::Failed { step, kind, .. }) => format!("{step}:{kind}"),
    }
}

fn message(r: &Result<Vec<differential::Output>, RunError>) -> String {
    match r {
        Ok(_) => String::new(),
        Err(e) => e.to_string().lines().next().unwrap_or("").chars().take(160).collect(),
    }
}

/// One entry point's line: `path::entry check=… cpu=… gpu=… agree|differ:N`.
fn run_entry(
    cpu: &Runtime,
    gpu: Option<&Runtime>,
    label: &str,
    text: &str,
    module: &naga::Module,
    entry: &str,
    notes: &mut Vec<String>,
) -> String {
    // The Guard's verdict, and (as `wasm-host check` prints it) whether the cpu executor's
    // compiler takes the entry point: `ok+cpu` or `ok-cpu`.
    let check = match differential::check(cpu.guard(), text) {
        Ok(m) => {
            let compiled = m
                .check_entry(entry, &[])
                .and_then(|()| wasm_host::exec::cpu::compile(&m, entry, &[], Default::default()));
            if compiled.is_ok() { "ok+cpu" } else { "ok-cpu" }.to_string()
        }
        Err(RunError::Refused { kind, .. }) => kind,
        Err(e) => e.to_string(),
    };
    let inputs = inputs(module);
    let job = Job { label, wgsl: text, entry, workgroups: WORKGROUPS, inputs: &inputs };
    let on_cpu = differential::run(cpu, cpu.guard(), &job);
    let mut line = format!("{label} {check} {}", verdict(&on_cpu));
    if on_cpu.is_err() {
        notes.push(format!("{label}: cpu: {}", message(&on_cpu)));
    }
    if let Some(gpu) = gpu {
        let on_gpu = differential::run(gpu, gpu.guard(), &job);
        line += &format!(" {}", verdict(&on_gpu));
        if on_gpu.is_err() {
            notes.push(format!("{label}: gpu: {}", message(&on_gpu)));
        }
        if let (Ok(a), Ok(b)) = (&on_cpu, &on_gpu) {
            let mut differ = 0;
            for (x, y) in a.iter().zip(b) {
                let diffs = differential::compare(module, x.group, x.binding, &x.bytes, &y.bytes, FLOAT_ULPS)
                    .unwrap_or_default();
                if let Some(first) = diffs.first() {
                    notes.push(format!(
                        "{label}: differs at @group({}) @binding({}) {first}",
                        x.group, x.binding
                    ));
                }
                differ += diffs.len();
            }
            line += &if differ == 0 { " agree".to_string() } else { format!(" differ:{differ}") };
        } else {
            line += " -";
        }
    }
    line
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("corpus: {e}");
            return ExitCode::from(2);
        }
    };
    let cpu = wasm_host_tests::cpu_runtime();
    let gpu = if args.cpu_only { None } else { wasm_host_tests::gpu_runtime() };
    if gpu.is_none() && !args.cpu_only {
        eprintln!("corpus: no GPU adapter; pass --cpu-only to run the cpu executor alone");
        return ExitCode::from(2);
    }
    let mut files = Vec::new();
    wgsl_files(&args.root, &mut files);
    let mut lines = BTreeMap::new();
    let mut notes = Vec::new();
    for path in &files {
        let rel = path.strip_prefix(&args.root).unwrap_or(path).display().to_string();
        let Ok(text) = std::fs::read_to_string(path) else { continue };
        let module = match naga::front::wgsl::parse_str(&text) {
            Ok(m) => m,
            Err(_) => {
                lines.insert(rel.clone(), format!("{rel} unparsable"));
                continue;
            }
        };
        for ep in module.entry_points.iter().filter(|e| e.stage == ShaderStage::Compute) {
            let label = format!("{rel}::{}", ep.name);
            let line = run_entry(cpu, gpu, &label, &text, &module, &ep.name, &mut notes);
            if args.expect.is_none() {
                println!("{line}");
            }
            lines.insert(label, line);
        }
    }
    let mut tally: BTreeMap<String, usize> = BTreeMap::new();
    for line in lines.values() {
        let fields: Vec<&str> = line.split(' ').collect();
        let (cpu, gpu) = (fields.get(2).copied().unwrap_or("-"), fields.get(3).copied().unwrap_or("-"));
        let predicted = fields.get(1).copied().unwrap_or("-");
        // Only runs that reached the compiler say whether it took the entry point.
        let compiled = match cpu {
            "ok" | "truncated" => Some(true),
            "pipeline:unsupported" => Some(false),
            _ => None,
        };
        if (predicted == "ok+cpu" && compiled == Some(false))
            || (predicted == "ok-cpu" && compiled == Some(true))
        {
            *tally.entry("CHECK MISPREDICTS THE CPU EXECUTOR".into()).or_default() += 1;
        }
        let class = match (cpu, gpu) {
            _ if fields.len() == 2 => "naga refuses the file".to_string(),
            ("ok", "ok") if line.ends_with(" agree") => "both run, outputs agree".to_string(),
            ("ok", "ok") => "both run, outputs DIFFER".to_string(),
            ("ok", "-") => "cpu runs".to_string(),
            ("ok", _) => "gpu only refuses".to_string(),
            (_, "ok") => "CPU ONLY REFUSES".to_string(),
            _ => "both refuse".to_string(),
        };
        *tally.entry(class).or_default() += 1;
    }
    println!("\ncorpus {} ({} files, {} entries):", args.revision, files.len(), lines.len());
    for (class, n) in &tally {
        println!("  {n:5}  {class}");
    }
    let body: String = lines.values().map(|l| format!("{l}\n")).collect();
    // What each entry's failures said, printed for the lines that changed (all of them
    // without an expectations file).
    let why = |label: &str| {
        for n in notes.iter().filter(|n| n.starts_with(&format!("{label}: "))) {
            println!("         {n}");
        }
    };
    let Some(expect) = args.expect else {
        lines.keys().for_each(|l| why(l));
        return ExitCode::SUCCESS;
    };
    let header = format!(
        "# wasm-host corpus expectations: `corpus` (tests/src/bin/corpus.rs) on {}\n\
         # one line per compute entry point: FILE::ENTRY GUARD CPU GPU OUTPUTS, where GUARD is the Guard's\n\
         # verdict (`ok+cpu` / `ok-cpu`: the cpu executor's compiler takes the entry point or not, as\n\
         # `wasm-host check` says; else the error's name), CPU and GPU each executor's (`ok`, or STEP:ERROR), and OUTPUTS\n\
         # `agree`, `differ:N` (values outside the stated tolerance) or `-`; a file naga cannot parse\n\
         # has one line, FILE unparsable. docs/design/differential-testing.md explains every `differ`.\n",
        args.revision
    );
    if args.bless {
        if let Err(e) = std::fs::write(&expect, format!("{header}{body}")) {
            eprintln!("corpus: cannot write {}: {e}", expect.display());
            return ExitCode::from(2);
        }
        println!("wrote {}", expect.display());
        return ExitCode::SUCCESS;
    }
    let old = std::fs::read_to_string(&expect).unwrap_or_default();
    let old: BTreeMap<&str, &str> = old
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| (l.split(' ').next().unwrap_or(l), l))
        .collect();
    let mut changed = 0;
    for (label, line) in &lines {
        match old.get(label.as_str()) {
            Some(was) if *was == line => {}
            Some(was) => {
                changed += 1;
                println!("changed: {was}\n     now: {line}");
                why(label);
            }
            None => {
                changed += 1;
                println!("new:     {line}");
                why(label);
            }
        }
    }
    for (label, was) in &old {
        if !lines.contains_key(*label) {
            changed += 1;
            println!("gone:    {was}");
        }
    }
    if changed == 0 {
        println!("as expected ({})", expect.display());
        ExitCode::SUCCESS
    } else {
        println!("{changed} lines differ from {} (rerun with --bless to accept)", expect.display());
        ExitCode::from(1)
    }
}
