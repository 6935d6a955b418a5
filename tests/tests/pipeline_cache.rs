//! The driver's compiled pipelines kept between runs (`GpuOptions::pipeline_cache`,
//! `exec/gpu/pipelines.rs`): a closing executor writes the cache file, the next one loads it,
//! and a damaged file is ignored by name (the driver never sees it) and replaced; through the
//! GPU process too, whose sandbox may write the folder and which writes it as the host closes.
//! On adapters without a pipeline cache (not Vulkan) there is nothing to keep: the tests say so
//! and check that nothing is written.

#![allow(clippy::print_stderr)]

use std::path::{Path, PathBuf};

use wasm_host::config::{Backend, CompileCache};
use wasm_host::exec::Executor;
use wasm_host::exec::gpu::{GpuExecutor, GpuOptions};
use wasm_host::guard::{Guard, GuardPolicy};
use wasm_host::{Config, Runtime};
use wasm_host_tests::*;

const DOUBLE: &str = "@group(0) @binding(0) var<storage, read_write> o: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&o)) { o[g.x] = o[g.x] * 2u; }
}";

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wasm-host-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Makes (and runs) one program on `exec`, so its pipeline goes through the cache.
fn make_program(exec: &dyn Executor) {
    let program = read_write_program(exec, &Guard::new(GuardPolicy::default()), "double", DOUBLE);
    let tenant = exec.open_tenant().expect("a tenant");
    let buffer = exec.create_buffer(&tenant, "o", 256).expect("a buffer");
    exec.write_buffer(&buffer, 0, &[3u8; 256]).expect("written");
    exec.dispatch(&program, &[&buffer], [1, 1, 1]).expect("dispatched");
    let words = wasm_host::exec::block_on(exec.read_buffer(&buffer)).expect("read");
    assert!(words.iter().all(|&w| w == 0x0606_0606), "{words:x?}");
}

/// The cache files in `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| {
            d.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "bin")).collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn open(dir: &Path) -> Option<GpuExecutor> {
    let options = GpuOptions { pipeline_cache: Some(dir.to_path_buf()), ..GpuOptions::default() };
    match GpuExecutor::new(&options) {
        Ok(e) => Some(e),
        Err(e) if std::env::var_os("CI").is_some() => panic!("CI is set and no GPU adapter was found: {e}"),
        Err(e) => {
            eprintln!("skipping: no GPU adapter ({e})");
            None
        }
    }
}

#[test]
fn a_closing_executor_writes_the_cache_and_the_next_loads_it() {
    let dir = scratch("pipeline-cache");
    let Some(first) = open(&dir) else { return };
    let Some(said) = first.pipeline_cache().map(str::to_string) else {
        eprintln!("this adapter ({}) has no pipeline cache: nothing to keep", first.backend().name);
        make_program(&first);
        drop(first);
        assert!(files(&dir).is_empty(), "nothing written without a pipeline cache");
        return;
    };
    assert!(said.starts_with("empty (no "), "{said}");
    make_program(&first);
    drop(first);
    let written = files(&dir);
    assert_eq!(written.len(), 1, "one file per adapter: {written:?}");
    let bytes = std::fs::read(&written[0]).expect("the cache file");
    assert!(bytes.starts_with(b"WHPIPES1"), "our header");

    let second = open(&dir).expect("the same adapter");
    let said = second.pipeline_cache().expect("a pipeline cache").to_string();
    assert!(said.contains("bytes from"), "loaded: {said}");
    make_program(&second);
    drop(second);

    // Damaged: one byte of the data flipped. Ignored by name, the program still made, and the
    // file replaced by a good one when the executor closes.
    let mut bad = std::fs::read(&written[0]).expect("the cache file");
    let last = bad.len() - 1;
    bad[last] ^= 0x5a;
    std::fs::write(&written[0], &bad).expect("damaged");
    let third = open(&dir).expect("the same adapter");
    let said = third.pipeline_cache().expect("a pipeline cache").to_string();
    assert!(said.contains("ignored") && said.contains("digest"), "{said}");
    make_program(&third);
    drop(third);
    let fourth = open(&dir).expect("the same adapter");
    assert!(fourth.pipeline_cache().expect("a pipeline cache").contains("bytes from"));
    drop(fourth);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Through the GPU process, with the cache beside a compile cache of the host's choosing (a
/// folder outside the sandbox's usual ones): written as the host closes the runtime.
#[test]
fn the_gpu_process_writes_the_cache_beside_the_compile_cache() {
    let dir = scratch("pipeline-cache-process");
    let config = Config {
        backend: Backend::Gpu,
        gpu_process: Some(gpu_process(env!("CARGO_BIN_EXE_gpu_process"))),
        compile_cache: CompileCache::Dir(dir.clone()),
        ..Config::default()
    };
    let Some(rt) = own_runtime(config) else { return };
    let has_cache = GpuExecutor::new(&GpuOptions {
        pipeline_cache: Some(scratch("pipeline-cache-probe")),
        ..GpuOptions::default()
    })
    .ok()
    .and_then(|e| e.pipeline_cache().map(|_| ()))
    .is_some();
    make_program(rt.executor());
    drop::<Runtime>(rt);
    // The runtime's last handle may go on another thread a moment later: wait for the file,
    // boundedly (the host gives its closing GPU process a second).
    let began = std::time::Instant::now();
    let mut written = files(&dir.join("gpu-pipelines"));
    while has_cache && written.is_empty() && began.elapsed() < std::time::Duration::from_secs(5) {
        std::thread::sleep(std::time::Duration::from_millis(20));
        written = files(&dir.join("gpu-pipelines"));
    }
    if has_cache {
        assert_eq!(written.len(), 1, "the GPU process wrote its cache as it closed: {written:?}");
        assert!(std::fs::read(&written[0]).expect("the file").starts_with(b"WHPIPES1"));
    } else {
        assert!(written.is_empty(), "{written:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(scratch("pipeline-cache-probe"));
}
