//! The GPU executor in a process of its own (`exec::remote`): a driver that crashes, a process
//! killed from outside and a process that stops answering each fail the calls in flight with
//! `device`, the objects that lived there answer `lost`, and new work runs in a new process.
//! On lavapipe here (CI); without a GPU adapter the tests say so and pass, except under `CI`.

#![cfg(unix)]
#![allow(clippy::print_stderr)]

use std::process::Command;
use std::time::{Duration, Instant};

use wasm_host::config::{Backend, GpuProcess};
use wasm_host::error::ErrorKind;
use wasm_host::exec::{Access, Executor, ProgramDesc};
use wasm_host::{Config, Runtime};

const WRITE: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&o)) { o[g.x] = o[g.x] * 3u + g.x; }
}";

/// This crate's `wasm-host gpu-process`.
fn process(deadline: Duration, sandbox: bool) -> GpuProcess {
    GpuProcess {
        program: env!("CARGO_BIN_EXE_wasm-host").into(),
        args: vec!["gpu-process".into()],
        deadline,
        sandbox,
        max_memory: wasm_host::exec::remote::default_max_memory(),
    }
}

/// `made`, or `None` (with a note) where there is no GPU adapter; under `CI` there must be one.
fn started<T>(made: wasm_host::Result<T>) -> Option<T> {
    match made {
        Ok(v) => Some(v),
        Err(e) if std::env::var_os("CI").is_some() => {
            panic!("CI is set and the GPU process did not start: {e}")
        }
        Err(e) => {
            eprintln!("skipped: no GPU process ({e})");
            None
        }
    }
}

fn runtime(deadline: Duration) -> Option<Runtime> {
    let gpu_process = Some(process(deadline, true));
    started(Runtime::new(Config { backend: Backend::Gpu, gpu_process, ..Config::default() }))
}

/// The GPU process's executor itself (for what only it tells: the region's use, the sandbox).
fn remote(sandbox: bool) -> Option<wasm_host::exec::remote::RemoteExecutor> {
    let options = wasm_host::exec::gpu::GpuOptions::default();
    started(wasm_host::exec::remote::RemoteExecutor::new(process(Duration::from_secs(60), sandbox), &options))
}

/// Runs WRITE over `n` words starting from `0..n` and checks the result.
fn round_trip(rt: &Runtime, n: u32) -> wasm_host::Result<()> {
    let exec = rt.executor();
    let tenant = exec.open_tenant()?;
    let module = rt.guard().check(WRITE).expect("the Guard passes it");
    let program = exec.create_program(&ProgramDesc {
        label: "write",
        module: &module,
        entry_point: "main",
        bindings: &[Access::ReadWrite],
        constants: &[],
        serial: false,
    })?;
    let buffer = exec.create_buffer(&tenant, "o", 4 * u64::from(n))?;
    let input: Vec<u32> = (0..n).collect();
    exec.write_buffer(&buffer, 0, bytemuck::cast_slice(&input))?;
    exec.dispatch(&program, &[&buffer], [n.div_ceil(64), 1, 1])?;
    let out = pollster::block_on(exec.read_buffer(&buffer))?;
    let want: Vec<u32> = (0..n).map(|i| i * 3 + i).collect();
    assert_eq!(out, want);
    Ok(())
}

fn signal(pid: u32, sig: &str) {
    let ok = Command::new("kill").args([sig, &pid.to_string()]).status().expect("kill runs").success();
    assert!(ok, "kill {sig} {pid}");
}

/// Waits until the executor has a live process other than `old` (the reader thread notices a
/// death asynchronously; the next call starts a new process).
fn pid_after(exec: &dyn Executor, old: u32) -> Option<u32> {
    exec.process_id().filter(|&p| p != old)
}

#[test]
fn a_killed_gpu_process_is_replaced_and_its_objects_are_lost() {
    let Some(rt) = runtime(Duration::from_secs(60)) else { return };
    let exec = rt.executor();
    assert!(exec.backend().name.contains("in a GPU process"), "{}", exec.backend().name);
    round_trip(&rt, 1000).expect("work runs in the GPU process");
    // An object made before the process dies.
    let tenant = exec.open_tenant().unwrap();
    let old = exec.create_buffer(&tenant, "old", 64).unwrap();
    pollster::block_on(exec.finish(&tenant)).unwrap();
    let pid = exec.process_id().expect("a live GPU process");
    let counted = |started, died| Some(wasm_host::exec::ProcessStats { started, died });
    assert_eq!(exec.process_stats(), counted(1, 0));
    signal(pid, "-KILL");
    // The death is noticed: the old buffer is `lost` (or, while the reader has not yet seen the
    // death, its read fails with `device`); never a hang, never a panic.
    let read = pollster::block_on(exec.read_buffer(&old)).expect_err("the process is gone");
    assert!(matches!(read.kind(), Some(ErrorKind::Lost | ErrorKind::Device)), "{read}");
    let again = pollster::block_on(exec.read_buffer(&old)).expect_err("still gone");
    assert_eq!(again.kind(), Some(ErrorKind::Lost), "{again}");
    assert!(again.message().contains("died (killed by signal 9 (SIGKILL))"), "{again}");
    // New work runs in a new process.
    round_trip(&rt, 777).expect("a new GPU process serves new work");
    assert!(pid_after(exec, pid).is_some(), "a new process");
    // Counted for monitoring (`serve --metrics`): two started, one died.
    assert_eq!(exec.process_stats(), counted(2, 1));
}

#[test]
fn a_stopped_gpu_process_is_caught_by_the_watchdog() {
    let deadline = Duration::from_secs(2);
    let Some(rt) = runtime(deadline) else { return };
    let exec = rt.executor();
    round_trip(&rt, 256).unwrap();
    let pid = exec.process_id().expect("a live GPU process");
    signal(pid, "-STOP");
    let tenant = exec.open_tenant().unwrap();
    let start = Instant::now();
    let e = pollster::block_on(exec.finish(&tenant)).expect_err("a stopped process answers nothing");
    let took = start.elapsed();
    assert_eq!(e.kind(), Some(ErrorKind::Device), "{e}");
    assert!(e.message().contains("answered nothing for 2000 ms"), "{e}");
    assert!(took >= deadline && took < deadline * 3, "the watchdog took {took:?}");
    round_trip(&rt, 300).expect("a new GPU process serves new work");
    assert!(pid_after(exec, pid).is_some());
}

/// The GPU process has a memory ceiling: past it the watchdog kills it, the call in flight
/// answers `device` naming the ceiling, and new work runs in a new process. On lavapipe a
/// device buffer is the process's own memory, so writing 768 MiB into one takes it past a
/// ceiling of 512 MiB (without the ceiling the write succeeds).
#[test]
fn a_gpu_process_over_its_memory_ceiling_is_stopped() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let gpu_process = Some(GpuProcess { max_memory: 512 << 20, ..process(Duration::from_secs(60), true) });
    let config = Config { backend: Backend::Gpu, gpu_process, ..Config::default() };
    let Some(rt) = started(Runtime::new(config)) else { return };
    let exec = rt.executor();
    if !exec.backend().name.contains("llvmpipe") {
        // On a real GPU the buffer is the device's memory, not the process's.
        return eprintln!("skipped: the memory ceiling is shown on lavapipe ({})", exec.backend().name);
    }
    round_trip(&rt, 256).unwrap();
    let pid = exec.process_id().expect("a live GPU process");
    let tenant = exec.open_tenant().unwrap();
    let big = 768u64 << 20;
    let start = Instant::now();
    let outcome = exec
        .create_buffer(&tenant, "big", big)
        .and_then(|b| {
            let chunk = vec![7u8; 64 << 20];
            (0..big / chunk.len() as u64)
                .try_for_each(|i| exec.write_buffer(&b, i * chunk.len() as u64, &chunk))
        })
        .and_then(|()| pollster::block_on(exec.finish(&tenant)));
    let e = outcome.expect_err("the process was stopped at its ceiling");
    assert_eq!(e.kind(), Some(ErrorKind::Device), "{e}");
    assert!(e.message().contains("over its ceiling of 512 MiB"), "{e}");
    assert!(start.elapsed() < Duration::from_secs(30), "{:?}", start.elapsed());
    round_trip(&rt, 300).expect("a new GPU process serves new work");
    assert!(pid_after(exec, pid).is_some());
}

/// lavapipe's shader compiler dies of SIGFPE on this loop (a counter that counts down from −1
/// while it is at most i32::MAX, bounded by the Guard): in the host's process that took the
/// host down; here the call that compiled it answers `device`, and the next works.
#[test]
fn a_driver_crash_fails_one_call_and_the_host_goes_on() {
    let Some(rt) = runtime(Duration::from_secs(60)) else { return };
    let exec = rt.executor();
    let crash = "@group(0) @binding(0) var<storage, read_write> o: array<i32>;
@compute @workgroup_size(1) fn main() {
    for (var i = -1i; i <= 2147483647i; i -= 1i) { o[0] += i; }
}";
    let module = rt.guard().check(crash).expect("the Guard bounds it");
    let made = exec.create_program(&ProgramDesc {
        label: "crash",
        module: &module,
        entry_point: "main",
        bindings: &[Access::ReadWrite],
        constants: &[],
        serial: false,
    });
    let lavapipe = exec.backend().name.contains("llvmpipe");
    match made {
        Err(e) => {
            assert_eq!(e.kind(), Some(ErrorKind::Device), "{e}");
            assert!(e.message().contains("the GPU process died"), "{e}");
            if lavapipe {
                assert!(e.message().contains("SIGFPE"), "{e}");
            }
        }
        // A driver that compiles it (a real GPU): then it runs, bounded, like any other.
        Ok(_) => {
            assert!(!lavapipe, "lavapipe compiled the loop it used to die on");
            eprintln!("note: this driver compiles the loop ({})", exec.backend().name);
        }
    }
    round_trip(&rt, 500).expect("the host goes on, in a new GPU process");
}

/// Deaths in a row back off: the first restart is at once, the next waits 250 ms (calls in the
/// wait answer `device` and say when the next process starts), and then work runs again.
#[test]
fn deaths_in_a_row_back_off() {
    let Some(rt) = runtime(Duration::from_secs(60)) else { return };
    let exec = rt.executor();
    let tenant = exec.open_tenant().unwrap();
    let mut pids = Vec::new();
    for death in 1..=2 {
        round_trip(&rt, 64).unwrap_or_else(|e| panic!("before death {death}: {e}"));
        let pid = exec.process_id().expect("a live GPU process");
        pids.push(pid);
        signal(pid, "-KILL");
        // Wait until the host has seen the death (a waiting call fails).
        let e = pollster::block_on(exec.finish(&tenant)).expect_err("the process is gone");
        assert_eq!(e.kind(), Some(ErrorKind::Device), "{e}");
    }
    // The second death in a row: the next process starts 250 ms after it.
    let e = round_trip(&rt, 64).expect_err("in the back-off");
    assert_eq!(e.kind(), Some(ErrorKind::Device), "{e}");
    assert!(e.message().contains("a new one starts in"), "{e}");
    std::thread::sleep(Duration::from_millis(300));
    round_trip(&rt, 64).expect("after the back-off");
    assert!(!pids.contains(&exec.process_id().unwrap()));
}

/// Large writes and read-backs of several tenants at once, some through the shared bulk
/// region and some (while it is taken) through the socket, plus read-backs abandoned while
/// they hold the region: every tenant reads back exactly what it wrote, never another's bytes.
#[test]
fn bulk_transfers_keep_tenants_apart() {
    let Some(exec) = remote(true) else { return };
    std::thread::scope(|s| {
        for t in 0..4u32 {
            let exec = &exec;
            s.spawn(move || {
                let tenant = exec.open_tenant().unwrap();
                let words = (1 << 16) + 1024 * t as usize; // 256 KiB and more: over the bulk minimum
                let buffer = exec.create_buffer(&tenant, "bulk", 4 * words as u64).unwrap();
                for round in 0..12u32 {
                    let want: Vec<u32> = (0..words as u32).map(|i| (t << 28) ^ (round << 20) ^ i).collect();
                    exec.write_buffer(&buffer, 0, bytemuck::cast_slice(&want)).unwrap();
                    if round % 3 == 1 {
                        // A read-back polled once (sent, perhaps holding the region) and dropped.
                        let mut abandoned = exec.read_buffer(&buffer);
                        let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
                        let _ = abandoned.as_mut().poll(&mut cx);
                    }
                    let got = pollster::block_on(exec.read_buffer(&buffer)).unwrap();
                    assert!(got == want, "tenant {t}, round {round}: the read-back differs from the write");
                }
            });
        }
    });
    assert!(exec.region_bytes() > 0, "nothing crossed through the bulk region");
}

/// One tenant's transfers in turn each cross through the bulk region: the region is the host's
/// again after every answer, whether the answer came in the region (a read-back, freed once
/// its caller copied it out) or in the socket's frame (a write's answer).
#[test]
fn the_region_is_free_again_after_each_answer() {
    let Some(exec) = remote(true) else { return };
    let tenant = exec.open_tenant().unwrap();
    let words = 1usize << 17; // 512 KiB: over the bulk minimum
    let buffer = exec.create_buffer(&tenant, "bulk", 4 * words as u64).unwrap();
    let before = exec.region_bytes();
    for round in 0..4u32 {
        let want: Vec<u32> = (0..words as u32).map(|i| (round << 24) ^ i).collect();
        exec.write_buffer(&buffer, 0, bytemuck::cast_slice(&want)).unwrap();
        let got = pollster::block_on(exec.read_buffer(&buffer)).unwrap();
        assert!(got == want, "round {round}: the read-back differs from the write");
    }
    let crossed = exec.region_bytes() - before;
    assert_eq!(
        crossed,
        4 * 2 * 4 * words as u64,
        "bytes through the region (the rest went through the socket)"
    );
}

/// Writes sent one right after another each cross through the bulk region: a write does not
/// wait for its answer, so the next finds the region still held, and waits for it (the
/// process answers a write once it has copied it out) instead of crossing the socket. The
/// buffer holds the last write, and the writes' bytes were each copied out before the next
/// overwrote the region.
#[test]
fn writes_one_after_another_each_cross_the_region() {
    let Some(exec) = remote(true) else { return };
    let tenant = exec.open_tenant().unwrap();
    let words = 1usize << 18; // 1 MiB: over the bulk minimum
    let buffers: Vec<_> =
        (0..4).map(|_| exec.create_buffer(&tenant, "bulk", 4 * words as u64).unwrap()).collect();
    let before = exec.region_bytes();
    // Made first, so that the writes follow each other without a pause.
    let want: Vec<Vec<u32>> =
        (0..12u32).map(|r| (0..words as u32).map(|i| (r << 24) ^ i).collect()).collect();
    for (round, data) in want.iter().enumerate() {
        exec.write_buffer(&buffers[round % buffers.len()], 0, bytemuck::cast_slice(data)).unwrap();
    }
    for (i, buffer) in buffers.iter().enumerate() {
        let got = pollster::block_on(exec.read_buffer(buffer)).unwrap();
        assert!(got == want[8 + i], "buffer {i}: not its last write");
    }
    let crossed = exec.region_bytes() - before;
    assert_eq!(
        crossed,
        4 * words as u64 * (12 + 4),
        "bytes through the region (the rest went through the socket)"
    );
}

/// A module that was being compiled when the GPU process died twice is refused (`refused`,
/// naming the deaths) for a while, without a third death; other modules go on. On lavapipe
/// (whose shader compiler dies on this loop with SIGFPE); a driver that compiles it skips.
#[test]
fn a_module_that_kills_the_process_twice_is_refused() {
    let Some(rt) = runtime(Duration::from_secs(60)) else { return };
    let exec = rt.executor();
    if !exec.backend().name.contains("llvmpipe") {
        return eprintln!("skipped: not lavapipe ({})", exec.backend().name);
    }
    let crash = "@group(0) @binding(0) var<storage, read_write> o: array<i32>;
@compute @workgroup_size(1) fn main() {
    for (var i = -1i; i <= 2147483647i; i -= 1i) { o[0] += i * 3i; }
}";
    let module = rt.guard().check(crash).expect("the Guard bounds it");
    let desc = ProgramDesc {
        label: "crash",
        module: &module,
        entry_point: "main",
        bindings: &[Access::ReadWrite],
        constants: &[],
        serial: false,
    };
    for death in 1..=2 {
        let e = exec.create_program(&desc).expect_err("lavapipe's compiler dies on it");
        assert_eq!(e.kind(), Some(ErrorKind::Device), "death {death}: {e}");
        // The restart after a second death in a row waits 250 ms.
        let start = Instant::now();
        while let Err(e) = round_trip(&rt, 64) {
            assert!(start.elapsed() < Duration::from_secs(5), "after death {death}: {e}");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    let pid = exec.process_id().expect("a live GPU process");
    let e = exec.create_program(&desc).expect_err("refused now");
    assert_eq!(e.kind(), Some(ErrorKind::Refused), "{e}");
    assert!(e.message().contains("died 2 times") && e.message().contains("SIGFPE"), "{e}");
    assert_eq!(exec.process_id(), Some(pid), "no third death");
    round_trip(&rt, 64).expect("other modules go on");
}

/// The GPU process sandboxes itself before its driver loads: on Linux it runs under a seccomp
/// filter with no new privileges (its `/proc` status says so) and says what its Landlock
/// ruleset holds; work runs as before. `sandbox: false` leaves it unconfined.
#[cfg(target_os = "linux")]
#[test]
fn the_gpu_process_is_sandboxed() {
    let status = |exec: &wasm_host::exec::remote::RemoteExecutor| {
        let pid = exec.process_id().expect("a live GPU process");
        std::fs::read_to_string(format!("/proc/{pid}/status")).expect("its status")
    };
    let field = |status: &str, name: &str| {
        status.lines().find_map(|l| l.strip_prefix(name)).map(|v| v.trim().to_string()).unwrap_or_default()
    };
    for sandbox in [true, false] {
        let Some(exec) = remote(sandbox) else { return };
        let s = status(&exec);
        let said = exec.sandbox();
        if sandbox {
            assert_eq!(field(&s, "Seccomp:"), "2", "a seccomp filter: {s}");
            assert_eq!(field(&s, "NoNewPrivs:"), "1", "{s}");
            assert!(said.contains("seccomp: 21 system calls denied") && said.contains("Landlock"), "{said}");
        } else {
            assert_eq!(field(&s, "Seccomp:"), "0", "no filter when turned off: {s}");
            assert!(said.contains("turned off"), "{said}");
        }
        eprintln!("sandbox {sandbox}: {said}");
        let tenant = exec.open_tenant().unwrap();
        let b = exec.create_buffer(&tenant, "b", 1024).unwrap();
        exec.write_buffer(&b, 0, &[7u8; 1024]).unwrap();
        assert_eq!(pollster::block_on(exec.read_buffer(&b)).unwrap(), vec![0x0707_0707u32; 256]);
    }
}
