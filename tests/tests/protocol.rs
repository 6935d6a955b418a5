//! A model test of the executor protocol: several tenants, each a tokio task, drive random
//! interleavings of every kind of executor call (buffers made, written (small, and large
//! through the gpu executor's kept upload buffers), written again, dispatched over, read
//! back, dropped; programs compiled; batch contexts opened, long runs of objects made with no
//! stream between, objects destroyed, streams replayed; fences), the way the host's interface
//! layer makes them: blocking calls made right inside the task, waits awaited. A reference
//! model says what every read must give. Each call must make progress: the whole run has a
//! deadline, checked from outside the runtime (a wedged runtime cannot time itself out).
//!
//! Through the GPU process this found its hang: a tokio task that made 128 blocking calls
//! without yielding exhausted tokio's cooperative budget, after which every blocking wait on a
//! tokio channel spun unanswered (`exec::block_on` now runs waits outside the budget). The
//! same sequences run on the cpu executor and on wgpu in this process.
//!
//! Seeded: the seed is printed; `WASM_HOST_SEED` replays it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use wasm_host::config::Backend;
use wasm_host::exec::Buffer;
use wasm_host::{Config, Runtime};
use wasm_host_tests::*;
use wasm_host_wire::{Command, Desc, usage};

/// o[i] = o[i] * 3 + i.
const WRITE: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&o)) { o[g.x] = o[g.x] * 3u + g.x; }
}";

/// Where `got` first differs from `want` (large buffers: not the whole arrays).
fn differs(got: &[u32], want: &[u32]) -> Option<String> {
    if got.len() != want.len() {
        return Some(format!("{} words, the model has {}", got.len(), want.len()));
    }
    let i = got.iter().zip(want).position(|(g, w)| g != w)?;
    let wrong = got.iter().zip(want).filter(|(g, w)| g != w).count();
    Some(format!("{wrong} of {} words differ, the first at {i}: {} against {}", got.len(), got[i], want[i]))
}

/// One tenant's run: `steps` random calls, long runs of object creations among them.
async fn tenant(rt: Runtime, seed: u32, steps: usize, progress: Arc<AtomicU64>, began: Instant) -> String {
    let exec = rt.executor();
    let mut rng = Rng(seed | 1);
    let t = exec.open_tenant().expect("a tenant");
    let program = read_write_program(exec, rt.guard(), "write", WRITE);
    // The model: each live buffer and what it must hold.
    let mut buffers: Vec<(Buffer, Vec<u32>)> = Vec::new();
    let batch = exec.batch().expect("a batch executor");
    let mut objects = batch.open(&t).expect("a batch context");
    let mut made: Vec<u32> = Vec::new();
    let limits = wasm_host::batch::Limits {
        max_objects: 1 << 16,
        max_read: 1 << 20,
        max_workgroups: 65535,
        workgroup_invocations: 256,
        max_dispatch_invocations: None,
        max_stream_invocations: None,
        indirect_invocations: 1 << 26,
    };
    let mut log = String::new();
    for step in 0..steps {
        let op = rng.next() % 10;
        log.push_str(&format!("{op} "));
        match op {
            // A buffer written, or a live one written again from a word on. One new buffer in
            // four is large (uploads of 1 MiB and more go through the gpu executor's kept
            // staging buffers: two sizes, so kept buffers are reused while others are in flight).
            0 | 1 if !buffers.is_empty() && rng.next().is_multiple_of(3) => {
                let i = rng.next() as usize % buffers.len();
                let (b, words) = &mut buffers[i];
                let from = rng.next() as usize % if words.len() > 1 << 18 { 17 } else { words.len() };
                let new = rng.words(words.len() - from);
                exec.write_buffer(b, 4 * from as u64, bytemuck::cast_slice(&new)).expect("a write");
                words[from..].copy_from_slice(&new);
            }
            0 | 1 => {
                let n = match rng.next() % 8 {
                    0 => (1 << 18) + 16,
                    1 => (1 << 18) + 80,
                    _ => 1 + rng.next() as usize % 300,
                };
                let words = rng.words(n);
                let b = exec.create_buffer(&t, "model", 4 * n as u64).expect("a buffer");
                exec.write_buffer(&b, 0, bytemuck::cast_slice(&words)).expect("a write");
                buffers.push((b, words));
            }
            // A dispatch over one.
            2 if !buffers.is_empty() => {
                let i = rng.next() as usize % buffers.len();
                let (b, words) = &mut buffers[i];
                exec.dispatch(&program, &[b], [(words.len() as u32).div_ceil(64), 1, 1]).expect("a dispatch");
                for (k, w) in words.iter_mut().enumerate() {
                    *w = w.wrapping_mul(3).wrapping_add(k as u32);
                }
            }
            // A read, checked against the model.
            3 if !buffers.is_empty() => {
                let i = rng.next() as usize % buffers.len();
                let got = exec.read_buffer(&buffers[i].0).await.expect("a read");
                if let Some(diff) = differs(&got, &buffers[i].1) {
                    panic!("tenant {seed:#x} step {step}: a read disagrees with the model: {diff}");
                }
            }
            // A buffer dropped.
            4 if !buffers.is_empty() => {
                let i = rng.next() as usize % buffers.len();
                buffers.swap_remove(i);
            }
            // A program compiled (a blocking round trip through the GPU process).
            5 => {
                read_write_program(exec, rt.guard(), "write", WRITE);
            }
            // A long run of batch objects with no stream between them.
            6 => {
                let run = 50 + rng.next() as usize % 250;
                for _ in 0..run {
                    let d = Desc::Buffer { size: 64, usage: usage::STORAGE | usage::COPY_SRC };
                    made.push(batch.create(&mut objects, &d).expect("a batch object"));
                }
            }
            // Objects destroyed.
            7 if !made.is_empty() => {
                for _ in 0..1 + rng.next() as usize % made.len() {
                    let i = rng.next() as usize % made.len();
                    batch.destroy(&mut objects, made.swap_remove(i));
                }
            }
            // A stream: a write, a copy and a read-back through new objects, checked.
            8 => {
                let n = 1 + rng.next() % 64;
                let src = Desc::Buffer { size: 4 * u64::from(n), usage: usage::COPY_DST | usage::COPY_SRC };
                let dst = Desc::Buffer { size: 4 * u64::from(n), usage: usage::MAP_READ | usage::COPY_DST };
                let (s, d) =
                    (batch.create(&mut objects, &src).unwrap(), batch.create(&mut objects, &dst).unwrap());
                let words = rng.words(n as usize);
                let commands = [
                    Command::WriteBuffer { buffer: s, offset: 0, data: (0, 4 * n) },
                    Command::CopyBuffer {
                        src: s,
                        src_offset: 0,
                        dst: d,
                        dst_offset: 0,
                        size: 4 * u64::from(n),
                    },
                    Command::ReadBuffer { buffer: d, offset: 0, size: 4 * n, window_offset: 0 },
                ];
                let window = batch
                    .replay(
                        &mut objects,
                        &commands,
                        bytemuck::cast_slice(&words),
                        4 * n,
                        limits.indirect_bounds(0),
                    )
                    .await
                    .expect("a stream");
                assert_eq!(
                    &window[..4 * n as usize],
                    bytemuck::cast_slice::<u32, u8>(&words),
                    "tenant {seed:#x} step {step}"
                );
                made.extend([s, d]);
            }
            // A fence.
            _ => exec.finish(&t).await.expect("a fence"),
        }
        progress.store(began.elapsed().as_millis() as u64, Ordering::Relaxed);
    }
    // Everything still held reads as the model says.
    for (b, words) in &buffers {
        if let Some(diff) = differs(&exec.read_buffer(b).await.expect("a read"), words) {
            panic!("tenant {seed:#x} at the end: {diff}");
        }
    }
    log
}

/// Runs `tenants` tenants of `steps` steps on `rt` in a tokio runtime of `workers` threads
/// (0: the current thread), and fails if no call completes for `stall`.
fn interleavings(name: &str, rt: &Runtime, tenants: u32, steps: usize, workers: usize) {
    let seed = seed();
    let began = Instant::now();
    let progress = Arc::new(AtomicU64::new(0));
    let (done, finished) = std::sync::mpsc::channel();
    let rt = rt.clone();
    let p = progress.clone();
    std::thread::spawn(move || {
        let tokio = match workers {
            0 => tokio::runtime::Builder::new_current_thread().enable_all().build(),
            n => tokio::runtime::Builder::new_multi_thread().worker_threads(n).enable_all().build(),
        }
        .expect("a tokio runtime");
        let logs = tokio.block_on(async move {
            let tasks: Vec<_> = (0..tenants)
                .map(|i| {
                    let seed = seed.wrapping_mul(0x9e37_79b9).wrapping_add(i);
                    tokio::spawn(tenant(rt.clone(), seed, steps, p.clone(), began))
                })
                .collect();
            let mut logs = Vec::new();
            for t in tasks {
                logs.push(t.await.map_err(|e| e.to_string()));
            }
            logs
        });
        let _ = done.send(logs);
    });
    let stall = Duration::from_secs(60);
    loop {
        match finished.recv_timeout(Duration::from_millis(250)) {
            Ok(logs) => {
                for l in logs {
                    if let Err(e) = l {
                        panic!("{name}: a tenant failed (seed {seed:#x}): {e}");
                    }
                }
                return;
            }
            Err(_) => {
                let last = Duration::from_millis(progress.load(Ordering::Relaxed));
                assert!(
                    began.elapsed() < last + stall,
                    "{name}: no call completed for {stall:?} (seed {seed:#x}, last progress at {last:?})"
                );
            }
        }
    }
}

/// wgpu through the GPU process (this package's `gpu_process` binary).
fn gpu_process_runtime() -> Option<Runtime> {
    let process = gpu_process(env!("CARGO_BIN_EXE_gpu_process"));
    own_runtime(Config { backend: Backend::Gpu, gpu_process: Some(process), ..Config::default() })
}

#[test]
fn interleavings_make_progress_through_the_gpu_process() {
    let Some(rt) = gpu_process_runtime() else { return };
    interleavings("gpu process, 2 workers", &rt, 3, 120, 2);
    interleavings("gpu process, current thread", &rt, 2, 80, 0);
}

#[test]
fn interleavings_make_progress_on_wgpu() {
    let Some(rt) = own_runtime(Config { backend: Backend::Gpu, ..Config::default() }) else { return };
    interleavings("wgpu, 2 workers", &rt, 3, 120, 2);
}

#[test]
fn interleavings_make_progress_on_the_cpu_executor() {
    let rt = Runtime::new(cpu_config(Config::default())).expect("the cpu executor starts");
    interleavings("cpu, 2 workers", &rt, 3, 120, 2);
    interleavings("cpu, current thread", &rt, 2, 80, 0);
}
