//! The host's own costs, on criterion (statistics, outliers and spread per measurement):
//!
//! - `guard/check`: the Guard on a 200-line shader with 30 loops (parse, validate, rewrite,
//!   validate again). Target: well under 5 ms.
//! - `wire/decode_stream`: decoding a batch stream of 4096 commands (1024 dispatches, each with
//!   its pipeline and bind group, in one pass), what every `batch.submit` pays first.
//! - `plan/compile`: compiling a traced jacobi plan of 512 sweeps (liveness, slots, bindings).
//! - `kernel/create`: a kernel from source to a runnable program on the cpu executor (element
//!   kernel codegen, the Guard, the cpu compiler, wasmtime's code generation).
//! - `call/round_trip`: one call's host-side fixed cost on the cpu executor: write a 16-element
//!   buffer, dispatch one workgroup, read it back.
//! - `shader/*`: the CPU's part of making the README jacobi's kernel on a GPU
//!   (`data/jacobi_kernel.wgsl`, as the kernel interface generates it): the Guard's check
//!   (`shader/guard`), then what wgpu repeats for every pipeline made from the checked module
//!   whatever the driver's cache holds: naga's validation (`shader/validate`) and its SPIR-V
//!   output (`shader/spirv`). The rest of a warm pipeline is the driver's.
//!
//! Run: `cargo bench -p wasm-host-benches --bench host` (criterion's options follow `--`, e.g.
//! `-- guard` or `--sample-size 20`). Guest-driven whole runs are the other benches.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wasm_host::array::{Elem, Scalar};
use wasm_host::batch::wire::{Command, STREAM_MAGIC, decode_stream};
use wasm_host::exec::cpu::{CpuExecutor, CpuOptions};
use wasm_host::exec::{Access, Executor, ProgramDesc, Tenant};
use wasm_host::guard::{Guard, GuardPolicy};
use wasm_host::kernel::{Edge, Kernel, KernelDesc, Param, ParamKind};
use wasm_host::plan::{Operand, Plan, PlanDesc, StepDesc, Work};
use wasm_host_benches::long_shader;

fn guard(c: &mut Criterion) {
    let src = long_shader();
    let guard = Guard::new(GuardPolicy::default());
    c.bench_function("guard/check", |b| b.iter(|| guard.check(black_box(&src)).expect("passes")));
}

fn wire(c: &mut Criterion) {
    let mut words = vec![STREAM_MAGIC];
    Command::BeginComputePass.encode(&mut words);
    for i in 0..1024 {
        Command::SetPipeline(i % 4).encode(&mut words);
        Command::SetBindGroup { index: 0, group: i % 8, offsets: vec![] }.encode(&mut words);
        Command::Dispatch([64, 1, 1]).encode(&mut words);
    }
    Command::EndComputePass.encode(&mut words);
    c.bench_function("wire/decode_stream", |b| {
        b.iter(|| decode_stream(black_box(&words), 0).expect("decodes"))
    });
}

fn exec() -> CpuExecutor {
    CpuExecutor::new(&CpuOptions { threads: 1, ..CpuOptions::default() }).expect("the cpu executor starts")
}

fn array(name: &str, rank: u8) -> Param {
    Param { name: name.into(), kind: ParamKind::Array { elem: Elem::F32, rank, edge: Edge::Zero } }
}

fn sweep_desc(n: u32) -> KernelDesc {
    sweep_desc_with(n, 0)
}

/// The sweep kernel whose source differs by `salt` (a term that adds nothing), so that each
/// salt compiles anew rather than hitting the executor's compile cache.
fn sweep_desc_with(n: u32, salt: u64) -> KernelDesc {
    KernelDesc {
        name: "sweep".into(),
        source: format!(
            "fn kernel(x: u32, y: u32) -> f32 {{ return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y)) + f32(x) * 0.0 * {salt}.0; }}"
        ),
        params: vec![
            array("u", 2),
            array("q", 2),
            Param { name: "h2".into(), kind: ParamKind::Scalar(Elem::F32) },
        ],
        output: vec![n, n],
        output_elem: Elem::F32,
        constants: vec![],
        outputs: Vec::new(),
    }
}

fn plan(c: &mut Criterion) {
    let exec = exec();
    let guard = Guard::new(GuardPolicy::default());
    let kernel = Kernel::create(&exec, &Tenant::shared(), &guard, &sweep_desc(64)).expect("kernel");
    let sweeps = 512u32;
    let desc = PlanDesc {
        kernels: vec![kernel],
        inputs: vec![array("u", 2), array("q", 2)],
        steps: (0..sweeps)
            .map(|s| StepDesc {
                work: Work::Kernel(0),
                args: vec![
                    if s == 0 { Operand::Input(0) } else { Operand::Step(s - 1) },
                    Operand::Input(1),
                    Operand::Scalar(Scalar::F32(0.5)),
                ],
            })
            .collect(),
        outputs: vec![Operand::Step(sweeps - 1)],
    };
    c.bench_function("plan/compile", |b| {
        b.iter(|| Plan::compile(black_box(desc.clone()), 16384).expect("compiles"))
    });
}

fn kernel(c: &mut Criterion) {
    let guard = Guard::new(GuardPolicy::default());
    let mut group = c.benchmark_group("kernel");
    group.sample_size(20);
    // A fresh executor per sample would time its start, and the executor's compile cache
    // answers a source it has seen: each iteration's source differs by a term that adds
    // nothing.
    let exec = exec();
    let mut salt = 0u64;
    group.bench_function("create", |b| {
        b.iter(|| {
            salt += 1;
            Kernel::create(&exec, &Tenant::shared(), &guard, &sweep_desc_with(64, salt)).expect("kernel")
        })
    });
    group.finish();
}

fn call(c: &mut Criterion) {
    let exec = exec();
    let guard = Guard::new(GuardPolicy::default());
    let module = guard
        .check("@group(0) @binding(0) var<storage, read_write> b: array<u32>;\n@compute @workgroup_size(16) fn main(@builtin(global_invocation_id) id: vec3<u32>) { b[id.x] = b[id.x] * 2u + 1u; }")
        .expect("guarded");
    let program = exec
        .create_program(&ProgramDesc {
            label: "double",
            module: &module,
            entry_point: "main",
            bindings: &[Access::ReadWrite],
            constants: &[],
            serial: false,
        })
        .expect("program");
    let tenant = Tenant::shared();
    let buffer = exec.create_buffer(&tenant, "data", 64).expect("buffer");
    let data = [1u8; 64];
    c.bench_function("call/round_trip", |b| {
        b.iter(|| {
            exec.write_buffer(&buffer, 0, &data).expect("write");
            exec.dispatch(&program, &[&buffer], [1, 1, 1]).expect("dispatch");
            pollster::block_on(exec.read_buffer(&buffer)).expect("read")
        })
    });
}

fn shader(c: &mut Criterion) {
    let src = include_str!("../data/jacobi_kernel.wgsl");
    let guard = Guard::new(GuardPolicy::default());
    c.bench_function("shader/guard", |b| b.iter(|| guard.check(black_box(src)).expect("passes")));
    let checked = guard.check(src).expect("passes");
    let module = checked.module();
    let validate = || {
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::default())
            .validate(module)
            .expect("valid")
    };
    c.bench_function("shader/validate", |b| b.iter(|| black_box(validate())));
    let info = validate();
    let pipeline = naga::back::spv::PipelineOptions {
        shader_stage: naga::ShaderStage::Compute,
        entry_point: "_wh_main".to_string(),
    };
    let options = naga::back::spv::Options::default();
    c.bench_function("shader/spirv", |b| {
        b.iter(|| {
            naga::back::spv::write_vec(black_box(module), &info, &options, Some(&pipeline)).expect("spir-v")
        })
    });
}

criterion_group!(benches, guard, wire, plan, kernel, call, shader);
criterion_main!(benches);
