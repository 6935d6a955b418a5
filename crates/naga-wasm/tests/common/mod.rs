//! What the crate's tests share: the corpus of `tests/in/*.wgsl` (each with a header saying how
//! to run it), naga's front end and validator, wasmparser's validation, and a small runner that
//! keeps the [`naga_wasm::abi`] contract on wasmtime (one shared memory: the table, the
//! bindings, one worker's scratch).

#![allow(dead_code)] // each test file uses its part
#![allow(clippy::print_stderr)] // the seed, as the host's tests print theirs

use std::path::{Path, PathBuf};

use naga_wasm::abi::{self, table};
use naga_wasm::{Compiled, Options};

/// The corpus's inputs, sorted.
pub fn inputs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/in");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "wgsl"))
        .collect();
    v.sort();
    v
}

/// The element type and value range of a binding's random contents.
#[derive(Clone, Copy, Debug)]
pub enum Fill {
    F32(f32, f32),
    U32(u32, u32),
    I32(i32, i32),
}

/// One corpus input: its source, naga's module and info, and how to run it.
pub struct Input {
    pub name: String,
    pub source: String,
    pub module: naga::Module,
    pub info: naga::valid::ModuleInfo,
    /// Workgroups of the dispatch.
    pub dispatch: [u32; 3],
    /// Each binding slot's words and fill, in slot order.
    pub bindings: Vec<(usize, Fill)>,
}

/// Parses the header (`// dispatch: X Y Z`, then one `// binding: f32|u32|i32 WORDS [LO..HI]`
/// per slot), the WGSL and naga's validation.
pub fn load(path: &Path) -> Input {
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let source = std::fs::read_to_string(path).unwrap();
    let mut dispatch = None;
    let mut bindings = Vec::new();
    for line in source.lines().take_while(|l| l.starts_with("//")) {
        let words: Vec<&str> = line.trim_start_matches('/').split_whitespace().collect();
        match words.as_slice() {
            ["dispatch:", x, y, z] => dispatch = Some([x, y, z].map(|n| n.parse().unwrap())),
            ["binding:", ty, n, range @ ..] => {
                let n: usize = n.parse().unwrap();
                let (lo, hi) = match range {
                    [r] => r.split_once("..").unwrap(),
                    _ => ("-4", "4"),
                };
                let fill = match *ty {
                    "f32" => Fill::F32(lo.parse().unwrap(), hi.parse().unwrap()),
                    "u32" => Fill::U32(lo.parse().unwrap(), hi.parse().unwrap()),
                    "i32" => Fill::I32(lo.parse().unwrap(), hi.parse().unwrap()),
                    other => panic!("{name}: binding type {other}"),
                };
                bindings.push((n, fill));
            }
            _ => {}
        }
    }
    let module =
        naga::front::wgsl::parse_str(&source).unwrap_or_else(|e| panic!("{}", e.emit_to_string(&source)));
    let info =
        naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
            .validate(&module)
            .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    Input { name: name.clone(), source, module, info, dispatch: dispatch.expect("a dispatch line"), bindings }
}

impl Input {
    /// Compiles `main` (the source given for locations), loops interleaved where they can be.
    pub fn compile(&self, vectorize: bool) -> Compiled {
        self.compile_with(vectorize, true)
    }

    /// Compiles `main`, `interleave` as [`Options::interleave`].
    pub fn compile_with(&self, vectorize: bool, interleave: bool) -> Compiled {
        let options = Options { vectorize, interleave, source: Some(&self.source), ..Options::default() };
        let c = naga_wasm::compile(&self.module, &self.info, "main", &options)
            .unwrap_or_else(|e| panic!("{}: {e}", self.name));
        validate(&c.wasm).unwrap_or_else(|e| panic!("{} ({}): invalid wasm: {e}", self.name, c.path));
        c
    }
}

/// wasmparser's verdict with the features the output uses (threads, SIMD).
pub fn validate(wasm: &[u8]) -> Result<(), wasmparser::BinaryReaderError> {
    use wasmparser::WasmFeatures as F;
    let features = F::default() | F::THREADS | F::SIMD | F::RELAXED_SIMD | F::MULTI_MEMORY;
    wasmparser::Validator::new_with_features(features).validate_all(wasm).map(|_| ())
}

/// A seeded xorshift, its seed printed (and taken from `NAGA_WASM_SEED`).
pub struct Rng(u64);

impl Rng {
    pub fn from_env() -> Self {
        let seed = std::env::var("NAGA_WASM_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64
        });
        eprintln!("seed {seed} (NAGA_WASM_SEED={seed} repeats it)");
        Rng(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A word of `fill`'s range (floats uniform in it; integers in `lo..hi`).
    pub fn word(&mut self, fill: Fill) -> u32 {
        let r = self.next();
        match fill {
            Fill::F32(lo, hi) => (lo + (hi - lo) * ((r >> 40) as f32 / (1u64 << 24) as f32)).to_bits(),
            Fill::U32(lo, hi) => lo + (r % u64::from(hi - lo)) as u32,
            Fill::I32(lo, hi) => (i64::from(lo) + (r % (hi - lo) as u64) as i64) as i32 as u32,
        }
    }
}

/// Runs `compiled` over the whole dispatch with `data` (one word vector per slot) as its
/// bindings, as one worker would; returns every binding's words afterwards.
pub fn run(compiled: &Compiled, dispatch: [u32; 3], data: &[Vec<u32>]) -> Vec<Vec<u32>> {
    assert_eq!(data.len(), compiled.slots.len(), "one binding per slot");
    let mut config = wasmtime::Config::new();
    config.wasm_threads(true).shared_memory(true);
    let engine = wasmtime::Engine::new(&config).unwrap();
    // The sink (`abi::SINK`) below the table, the table at 256, then each binding 256-aligned,
    // then the scratch.
    let tbl = 256u32;
    assert!(abi::SINK + 16 <= tbl);
    let table_bytes = tbl + table::HEADER + table::SLOT * data.len() as u32;
    let mut at = table_bytes.next_multiple_of(256);
    let mut bases = Vec::new();
    for (d, slot) in data.iter().zip(&compiled.slots) {
        let bytes = 4 * d.len() as u32;
        assert!(bytes >= slot.min_bytes, "binding {}: {bytes} bytes, under {}", slot.binding, slot.min_bytes);
        bases.push(at);
        at = (at + bytes).next_multiple_of(256);
    }
    let scratch = if compiled.scratch_bytes > 0 { at } else { 0 };
    let end = u64::from(at) + u64::from(compiled.scratch_bytes);
    let pages = end.div_ceil(65536).max(1) as u32;
    let memory = wasmtime::SharedMemory::new(&engine, wasmtime::MemoryType::shared(pages, pages)).unwrap();
    let mut store = wasmtime::Store::new(&engine, ());
    let mut linker = wasmtime::Linker::new(&engine);
    linker.define(&store, abi::MEMORY.0, abi::MEMORY.1, memory.clone()).unwrap();
    let stop = wasmtime::SharedMemory::new(&engine, wasmtime::MemoryType::shared(1, 1)).unwrap();
    linker.define(&store, abi::STOP.0, abi::STOP.1, stop.clone()).unwrap();
    let access =
        linker.instantiate(&mut store, &wasmtime::Module::new(&engine, access_module()).unwrap()).unwrap();
    let put = access.get_typed_func::<(u32, u32), ()>(&mut store, "put").unwrap();
    let get = access.get_typed_func::<u32, u32>(&mut store, "get").unwrap();
    let mut put = |addr: u32, w: u32| put.call(&mut store, (addr, w)).unwrap();
    let groups = dispatch.iter().product::<u32>();
    for (i, &n) in dispatch.iter().enumerate() {
        put(tbl + 4 * i as u32, n);
    }
    put(tbl + table::BUDGET, 0);
    for (i, (d, &base)) in data.iter().zip(&bases).enumerate() {
        let slot = tbl + table::HEADER + table::SLOT * i as u32;
        put(slot, base);
        put(slot + 4, 4 * d.len() as u32);
        for (k, &w) in d.iter().enumerate() {
            put(base + 4 * k as u32, w);
        }
    }
    let module = wasmtime::Module::new(&engine, &compiled.wasm).unwrap();
    let instance = linker.instantiate(&mut store, &module).unwrap();
    let run = instance.get_typed_func::<(u32, u32, u32, u32), ()>(&mut store, abi::RUN).unwrap();
    // A watchdog: a kernel still running after 20 s is interrupted (every loop polls the
    // word), so a compiler bug that makes a loop spin fails the test instead of hanging it.
    let (done, watch) = std::sync::mpsc::channel::<()>();
    let dog = {
        let engine = engine.clone();
        std::thread::spawn(move || {
            if watch.recv_timeout(std::time::Duration::from_secs(20)).is_err() {
                let mut store = wasmtime::Store::new(&engine, ());
                let mut linker = wasmtime::Linker::new(&engine);
                linker.define(&store, abi::MEMORY.0, abi::MEMORY.1, stop).unwrap();
                let module = wasmtime::Module::new(&engine, access_module()).unwrap();
                let access = linker.instantiate(&mut store, &module).unwrap();
                let set = access.get_typed_func::<(u32, u32), ()>(&mut store, "put").unwrap();
                set.call(&mut store, (0, 1)).unwrap();
            }
        })
    };
    let ran = run.call(&mut store, (0, groups, tbl, scratch));
    let _ = done.send(());
    dog.join().unwrap();
    ran.unwrap_or_else(|e| panic!("the kernel trapped (or ran past the 20 s watchdog): {e:#}"));
    data.iter()
        .zip(&bases)
        .map(|(d, &base)| (0..d.len() as u32).map(|k| get.call(&mut store, base + 4 * k).unwrap()).collect())
        .collect()
}

/// A module over the same memory import that exports `put(addr, word)` and `get(addr) -> word`
/// (the test's way into a shared memory without unsafe code).
fn access_module() -> Vec<u8> {
    use wasm_encoder::{
        CodeSection, ExportKind, ExportSection, Function, FunctionSection, ImportSection, Instruction as I,
        MemArg, Module, TypeSection, ValType,
    };
    let mem = MemArg { offset: 0, align: 2, memory_index: 0 };
    let mut types = TypeSection::new();
    types.ty().function([ValType::I32, ValType::I32], []);
    types.ty().function([ValType::I32], [ValType::I32]);
    let mut imports = ImportSection::new();
    imports.import(abi::MEMORY.0, abi::MEMORY.1, abi::memory_import());
    let mut functions = FunctionSection::new();
    functions.function(0).function(1);
    let mut exports = ExportSection::new();
    exports.export("put", ExportKind::Func, 0).export("get", ExportKind::Func, 1);
    let mut put = Function::new([]);
    put.instruction(&I::LocalGet(0))
        .instruction(&I::LocalGet(1))
        .instruction(&I::I32Store(mem))
        .instruction(&I::End);
    let mut get = Function::new([]);
    get.instruction(&I::LocalGet(0)).instruction(&I::I32Load(mem)).instruction(&I::End);
    let mut code = CodeSection::new();
    code.function(&put).function(&get);
    let mut m = Module::new();
    m.section(&types).section(&imports).section(&functions).section(&exports).section(&code);
    m.finish()
}
