//! Fairness on a GPU executor (issue #52 item 6): how long a small tenant's calls (a kernel run
//! and its read, `hostile small`) take alone, and beside a tenant whose every dispatch loops
//! until the loop budget cuts it (`hostile loop`, 17 dispatches queued at a time). The cpu
//! executor's figures come from `tests/tests/fairness.rs`; this measures wgpu, in the host's
//! process and through the GPU process, where a dispatch once submitted runs to its end.
//!
//! `cargo bench -p wasm-host-benches --bench fairness -- [GUESTS_DIR] [GPU_PROCESS_BINARY]`:
//! the guests default to `target/wasm32-wasip2/release`; with a `wasm-host` binary the GPU
//! process is measured too. Prints p50, p99 and max of 300 calls per setting, and what running
//! in parts (`exec::parts`) costs a looping dispatch that ends, against the same dispatch whole.

#![allow(clippy::print_stdout)]

use std::path::{Path, PathBuf};
use std::sync::Arc;

use wasm_host::config::Backend;
use wasm_host::{Config, Quotas, Runtime};
use wasm_host_embed::{Host, Job, Report};

const CALLS: &str = "300";
/// The looping tenant's elements: 2^20 invocations, each cut at the budget's 2^14 iterations.
const LOOP_ELEMENTS: &str = "1048576";
const BURST: &str = "17";

fn job(host: &Host, dir: &Path, guests: &Path, name: &str, args: &[&str]) -> Job {
    Job {
        name: name.to_string(),
        component: host.load(&guests.join("hostile.wasm")).expect("the hostile guest loads"),
        args: args.iter().map(|a| a.to_string()).collect(),
        out_dir: Some(dir.to_path_buf()),
        quotas: Quotas::default(),
    }
}

fn run(host: &Arc<Host>, jobs: Vec<Job>) -> Vec<Report> {
    let tokio =
        tokio::runtime::Builder::new_multi_thread().worker_threads(4).enable_all().build().expect("tokio");
    tokio.block_on(async {
        let tasks: Vec<_> = jobs
            .into_iter()
            .map(|j| {
                let host = host.clone();
                tokio::spawn(async move { host.run(j).await.expect("the guest runs") })
            })
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await.expect("the task ends"));
        }
        out
    })
}

/// The small tenant's line ("ok N calls p50 A p99 B max C us, 0 wrong").
fn small_line(r: &Report) -> String {
    r.stdout.lines().find(|l| l.starts_with("small:")).unwrap_or("small: no line").to_string()
}

fn measure(label: &str, config: Config, guests: &Path) {
    let rt = match Runtime::new(config) {
        Ok(rt) => rt,
        Err(e) => return println!("{label}: no runtime ({e})"),
    };
    println!("{label}: {}", rt.backend().name);
    let host = Arc::new(Host::new(rt).expect("a host"));
    let dir = std::env::temp_dir().join(format!("wasm-host-fairness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch dir");
    let forever = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/hostile/kernel-forever.wgsl");
    std::fs::copy(forever, dir.join("forever.wgsl")).expect("the looping kernel");
    let solo = run(&host, vec![job(&host, &dir, guests, "solo", &["small", CALLS])]);
    println!("  alone:   {}", small_line(&solo[0]));
    for f in ["started", "stop"] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let began = std::time::Instant::now();
    let beside = run(
        &host,
        vec![
            job(
                &host,
                &dir,
                guests,
                "loop",
                &["loop", "/out/forever.wgsl", LOOP_ELEMENTS, "/out/started", "/out/stop", BURST],
            ),
            job(&host, &dir, guests, "small", &["small", CALLS, "/out/started", "/out/stop"]),
        ],
    );
    println!("  beside a looping tenant: {}", small_line(&beside[1]));
    let looping = beside[0].stdout.lines().find(|l| l.starts_with("loop:")).unwrap_or("loop: no line");
    println!("  the looping tenant: {looping} ({:.1} s in all)", began.elapsed().as_secs_f64());
    std::fs::remove_dir_all(dir).ok();
}

/// A loop-bounded kernel whose loop ends (`o[0]` = 8 iterations per invocation): what a guest's
/// ordinary looping kernel costs when its dispatch runs in parts.
const TERMINATING: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(256) fn main(@builtin(global_invocation_id) g: vec3<u32>,
    @builtin(num_workgroups) n: vec3<u32>) {
    let i = g.x + g.y * n.x * 256u;
    var s = i;
    loop { if (s - i >= o[0]) { break; } s += 1u; }
    o[1u + i] = s;
}";

/// What running in parts costs a dispatch that ends: each size, whole and in parts
/// alternately, `ROUNDS` times; milliseconds from the dispatch to its work being done.
fn parts_cost(label: &str, config: Config) {
    use wasm_host::exec::parts::{Part, dispatch_in_parts};
    const ROUNDS: usize = 15;
    let rt = match Runtime::new(config) {
        Ok(rt) => rt,
        Err(e) => return println!("{label}: no runtime ({e})"),
    };
    let exec = rt.executor();
    let tenant = exec.open_tenant().expect("a tenant");
    // Dispatches are cut only while the executor serves more than one tenant.
    let _other = exec.open_tenant().expect("another tenant");
    let module = rt.guard().check(TERMINATING).expect("the Guard passes it");
    let desc = wasm_host::exec::ProgramDesc {
        label: "terminating",
        module: &module,
        entry_point: "main",
        bindings: &[wasm_host::exec::Access::ReadWrite],
        constants: &[],
        serial: false,
    };
    let program = exec.create_program(&desc).expect("a program");
    for workgroups in [[256u32, 1, 1], [4096, 1, 1], [4096, 4, 1]] {
        let n: u32 = workgroups.iter().product::<u32>() * 256;
        let buffer = exec.create_buffer(&tenant, "o", 4 * (u64::from(n) + 1)).expect("a buffer");
        exec.write_buffer(&buffer, 0, &8u32.to_le_bytes()).expect("a write");
        let parts = exec.parts(&program, workgroups);
        let (mut whole, mut cut) = (Vec::new(), Vec::new());
        wasm_host::exec::block_on(async {
            for round in 0..=ROUNDS {
                for in_parts in [false, true] {
                    let began = std::time::Instant::now();
                    let probe = if in_parts {
                        dispatch_in_parts(exec, &tenant, &program, &[&buffer], workgroups).await
                    } else {
                        exec.admit(&tenant).await;
                        exec.dispatch_part(&program, &[&buffer], workgroups, Part::WHOLE)
                    };
                    let probe = probe.expect("a dispatch").expect("a probe");
                    assert_eq!(exec.probe(&[&probe]).await.expect("a probe"), [false], "no cut");
                    let ms = began.elapsed().as_secs_f64() * 1e3;
                    // Round 0 warms up.
                    if round > 0 {
                        if in_parts { cut.push(ms) } else { whole.push(ms) }
                    }
                }
            }
        });
        let stats = |v: &mut Vec<f64>| {
            v.sort_by(f64::total_cmp);
            format!("median {:.3} ms (min {:.3}, max {:.3})", v[v.len() / 2], v[0], v[v.len() - 1])
        };
        println!(
            "  a terminating looping dispatch of {n} invocations: whole {}; in {parts} parts {}",
            stats(&mut whole),
            stats(&mut cut)
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let guests = args
        .first()
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/wasm32-wasip2/release"));
    measure("gpu, in process", Config { backend: Backend::Gpu, ..Config::default() }, &guests);
    parts_cost("gpu, in process", Config { backend: Backend::Gpu, ..Config::default() });
    if let Some(bin) = args.get(1) {
        let process = wasm_host::config::GpuProcess {
            program: PathBuf::from(bin),
            args: vec!["gpu-process".into()],
            deadline: wasm_host::exec::remote::DEFAULT_DEADLINE,
            sandbox: true,
            max_memory: wasm_host::exec::remote::default_max_memory(),
        };
        let config = Config { backend: Backend::Gpu, gpu_process: Some(process), ..Config::default() };
        measure("gpu, through the GPU process", config.clone(), &guests);
        parts_cost("gpu, through the GPU process", config);
    }
}
