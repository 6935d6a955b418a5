//! The executor's memory: one wasmtime `SharedMemory` that every worker's instances import, an
//! allocator over it, and the copier instance the coordinator moves bytes with.
//!
//! The host never touches shared memory through raw pointers: bytes go through the copier, a
//! tiny wasm module with a private staging memory (multi-memory) that the host reads and writes
//! safely with `Memory::read`/`write`, and `memory.copy` between staging and the shared memory.

use std::sync::{Arc, Mutex};

use wasmtime::{Engine, Instance, Linker, Memory, SharedMemory, Store, TypedFunc};

use crate::error::{Error, Result};

/// Bytes reserved at the bottom of memory (address 0 is never a buffer; compiled code's sink,
/// `naga_wasm::abi::SINK`, lies below the table).
pub(super) const RESERVED: u32 = 64 * 1024;
/// Where the coordinator writes a dispatch's table.
pub(super) const TABLE_AT: u32 = 1024;
const _: () = assert!(naga_wasm::abi::SINK >= 16 && naga_wasm::abi::SINK + 16 <= TABLE_AT);
/// Extra bytes after every buffer. Compiled code checks each access against its binding's
/// length, so this is a margin, not what keeps an access inside its buffer.
pub(super) const PAD: u32 = 256;
const PAGE: u64 = 65536;
/// Bytes of the copier's staging memory (one chunk of a transfer).
const STAGE: usize = 1 << 20;

/// Free space, first fit, coalesced on free.
#[derive(Debug)]
struct Alloc {
    /// Free ranges (start, len), sorted by start.
    free: Vec<(u32, u32)>,
    /// The end of memory as allocated so far.
    top: u64,
}

/// The shared memory and its allocator.
#[derive(Debug)]
pub(super) struct Heap {
    /// Unique per heap (for the caches keyed by memory).
    pub id: u64,
    pub memory: SharedMemory,
    alloc: Mutex<Alloc>,
    max_bytes: u64,
}

impl Heap {
    pub fn new(engine: &Engine, max_bytes: u64) -> Result<Heap> {
        let max_pages = (max_bytes / PAGE).clamp(2, 65536) as u32;
        let memory = SharedMemory::new(engine, wasmtime::MemoryType::shared(1, max_pages))
            .map_err(|e| Error::trap(format!("cannot create the cpu executor's memory: {e:#}")))?;
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Ok(Heap {
            id: NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            memory,
            alloc: Mutex::new(Alloc { free: Vec::new(), top: u64::from(RESERVED) }),
            max_bytes: u64::from(max_pages) * PAGE,
        })
    }

    /// A region of at least `size` bytes (plus [`PAD`]), 256-aligned; `quota` past the limit.
    pub fn alloc(&self, size: u64) -> Result<u32> {
        let need = size.div_ceil(256) * 256 + u64::from(PAD);
        let mut a = self.alloc.lock().map_err(|_| Error::trap("allocator lock poisoned"))?;
        if let Some(i) = a.free.iter().position(|&(_, len)| u64::from(len) >= need) {
            let (start, len) = a.free[i];
            if u64::from(len) == need {
                a.free.remove(i);
            } else {
                a.free[i] = (start + need as u32, len - need as u32);
            }
            return Ok(start);
        }
        let start = a.top;
        let end = start + need;
        if end > self.max_bytes {
            return Err(Error::quota(format!(
                "the cpu executor's memory would exceed its limit of {} bytes ({} bytes asked)",
                self.max_bytes, size
            )));
        }
        let have = self.memory.data_size() as u64;
        if end > have {
            let pages = (end - have).div_ceil(PAGE);
            self.memory
                .grow(pages)
                .map_err(|e| Error::quota(format!("cannot grow the cpu executor's memory: {e:#}")))?;
        }
        a.top = end;
        Ok(start as u32)
    }

    /// Gives back a region from [`alloc`](Self::alloc) of `size` bytes.
    pub fn free(&self, start: u32, size: u64) {
        let len = (size.div_ceil(256) * 256 + u64::from(PAD)) as u32;
        let Ok(mut a) = self.alloc.lock() else { return };
        let i = a.free.partition_point(|&(s, _)| s < start);
        a.free.insert(i, (start, len));
        // Coalesce with the next and the previous range.
        if i + 1 < a.free.len() && a.free[i].0 + a.free[i].1 == a.free[i + 1].0 {
            a.free[i].1 += a.free[i + 1].1;
            a.free.remove(i + 1);
        }
        if i > 0 && a.free[i - 1].0 + a.free[i - 1].1 == a.free[i].0 {
            a.free[i - 1].1 += a.free[i].1;
            a.free.remove(i);
        }
        // Give the last range back to the top.
        if let Some(&(s, l)) = a.free.last()
            && u64::from(s) + u64::from(l) == a.top
        {
            a.top = u64::from(s);
            a.free.pop();
        }
    }

    /// Bytes allocated now (including padding), for tests.
    #[cfg(test)]
    pub fn in_use(&self) -> u64 {
        let a = self.alloc.lock().expect("lock");
        a.top - u64::from(RESERVED) - a.free.iter().map(|&(_, l)| u64::from(l)).sum::<u64>()
    }
}

/// The copier: staging memory and copy functions, on the coordinator's store.
pub(super) struct Copier {
    store: Store<()>,
    stage: Memory,
    put: TypedFunc<(u32, u32, u32), ()>,
    get: TypedFunc<(u32, u32, u32), ()>,
    fill: TypedFunc<(u32, u32, u32), ()>,
    copy: TypedFunc<(u32, u32, u32), ()>,
}

fn copier_wasm() -> Vec<u8> {
    use wasm_encoder::{
        CodeSection, ExportKind, ExportSection, Function, FunctionSection, ImportSection, Instruction as I,
        MemorySection, MemoryType, Module, TypeSection, ValType,
    };
    let mut types = TypeSection::new();
    types.ty().function([ValType::I32; 3], []);
    let mut imports = ImportSection::new();
    imports.import(naga_wasm::abi::MEMORY.0, naga_wasm::abi::MEMORY.1, naga_wasm::abi::memory_import());
    let mut memories = MemorySection::new();
    let pages = (STAGE as u64).div_ceil(PAGE);
    memories.memory(MemoryType {
        minimum: pages,
        maximum: Some(pages),
        memory64: false,
        shared: false,
        page_size_log2: None,
    });
    let mut funcs = FunctionSection::new();
    let mut code = CodeSection::new();
    // put(dst, src, len): stage → shared; get(dst, src, len): shared → stage; fill(dst, val,
    // len); copy(dst, src, len): shared → shared.
    for body in [
        [I::LocalGet(0), I::LocalGet(1), I::LocalGet(2), I::MemoryCopy { src_mem: 1, dst_mem: 0 }],
        [I::LocalGet(0), I::LocalGet(1), I::LocalGet(2), I::MemoryCopy { src_mem: 0, dst_mem: 1 }],
        [I::LocalGet(0), I::LocalGet(1), I::LocalGet(2), I::MemoryFill(0)],
        [I::LocalGet(0), I::LocalGet(1), I::LocalGet(2), I::MemoryCopy { src_mem: 0, dst_mem: 0 }],
    ] {
        funcs.function(0);
        let mut f = Function::new([]);
        for i in &body {
            f.instruction(i);
        }
        f.instruction(&I::End);
        code.function(&f);
    }
    let mut exports = ExportSection::new();
    exports.export("put", ExportKind::Func, 0);
    exports.export("get", ExportKind::Func, 1);
    exports.export("fill", ExportKind::Func, 2);
    exports.export("copy", ExportKind::Func, 3);
    exports.export("stage", ExportKind::Memory, 1);
    let mut m = Module::new();
    m.section(&types);
    m.section(&imports);
    m.section(&funcs);
    m.section(&memories);
    m.section(&exports);
    m.section(&code);
    m.finish()
}

/// Bytes one workgroup of the copy program moves (see [`copy_program_wasm`]).
pub(super) const COPY_CHUNK: u64 = 1 << 20;

/// The copy program: a kernel in the executor's calling convention (`run(lo, hi, table,
/// scratch)`) whose workgroup `g` copies bytes `[g · COPY_CHUNK, (g + 1) · COPY_CHUNK)` of one
/// copy, clipped to its length; the table holds `dst`, `src` and `len` (three words). A
/// schedule's large copies in and out run as its dispatches, split among the workers like any
/// other, instead of on the coordinator alone.
pub(super) fn copy_program_wasm() -> Vec<u8> {
    use wasm_encoder::{
        CodeSection, ExportKind, ExportSection, Function, FunctionSection, ImportSection, Instruction as I,
        MemArg, Module, TypeSection, ValType,
    };
    let mut types = TypeSection::new();
    types.ty().function(naga_wasm::abi::RUN_PARAMS, []);
    let mut imports = ImportSection::new();
    imports.import(naga_wasm::abi::MEMORY.0, naga_wasm::abi::MEMORY.1, naga_wasm::abi::memory_import());
    let mut funcs = FunctionSection::new();
    funcs.function(0);
    // Parameters lo, hi, table, scratch (0..4); locals len, start, end (i64, 4..7).
    let (lo, hi, table, len, start, end) = (0, 1, 2, 4, 5, 6);
    let word = |offset| I::I32Load(MemArg { offset, align: 2, memory_index: 0 });
    let chunk_shift = i64::from(COPY_CHUNK.trailing_zeros());
    let mut f = Function::new([(3, ValType::I64)]);
    for i in [
        I::LocalGet(table),
        word(8),
        I::I64ExtendI32U,
        I::LocalSet(len),
        I::LocalGet(lo),
        I::I64ExtendI32U,
        I::I64Const(chunk_shift),
        I::I64Shl,
        I::LocalSet(start),
        // end = min(hi · chunk, len)
        I::LocalGet(hi),
        I::I64ExtendI32U,
        I::I64Const(chunk_shift),
        I::I64Shl,
        I::LocalTee(end),
        I::LocalGet(len),
        I::LocalGet(end),
        I::LocalGet(len),
        I::I64LtU,
        I::Select,
        I::LocalSet(end),
        I::LocalGet(start),
        I::LocalGet(end),
        I::I64LtU,
        I::If(wasm_encoder::BlockType::Empty),
        I::LocalGet(table),
        word(0),
        I::LocalGet(start),
        I::I32WrapI64,
        I::I32Add,
        I::LocalGet(table),
        word(4),
        I::LocalGet(start),
        I::I32WrapI64,
        I::I32Add,
        I::LocalGet(end),
        I::LocalGet(start),
        I::I64Sub,
        I::I32WrapI64,
        I::MemoryCopy { src_mem: 0, dst_mem: 0 },
        I::End,
        I::End,
    ] {
        f.instruction(&i);
    }
    let mut code = CodeSection::new();
    code.function(&f);
    let mut exports = ExportSection::new();
    exports.export(naga_wasm::abi::RUN, ExportKind::Func, 0);
    let mut m = Module::new();
    m.section(&types);
    m.section(&imports);
    m.section(&funcs);
    m.section(&exports);
    m.section(&code);
    m.finish()
}

impl Copier {
    pub fn new(engine: &Engine, heap: &Heap) -> Result<Copier> {
        let fail = |e: wasmtime::Error| Error::trap(format!("cpu executor copier: {e:#}"));
        let module = wasmtime::Module::new(engine, copier_wasm()).map_err(fail)?;
        let mut store = Store::new(engine, ());
        let mut linker = Linker::new(engine);
        linker
            .define(&store, naga_wasm::abi::MEMORY.0, naga_wasm::abi::MEMORY.1, heap.memory.clone())
            .map_err(fail)?;
        let instance: Instance = linker.instantiate(&mut store, &module).map_err(fail)?;
        let stage =
            instance.get_memory(&mut store, "stage").ok_or_else(|| Error::trap("copier: no stage"))?;
        let put = instance.get_typed_func(&mut store, "put").map_err(fail)?;
        let get = instance.get_typed_func(&mut store, "get").map_err(fail)?;
        let fill = instance.get_typed_func(&mut store, "fill").map_err(fail)?;
        let copy = instance.get_typed_func(&mut store, "copy").map_err(fail)?;
        Ok(Copier { store, stage, put, get, fill, copy })
    }

    /// Copies `data` to shared memory at `addr`.
    pub fn write(&mut self, addr: u32, data: &[u8]) -> Result<()> {
        for (i, chunk) in data.chunks(STAGE).enumerate() {
            self.stage.write(&mut self.store, 0, chunk).map_err(|e| Error::trap(format!("stage: {e}")))?;
            let at = addr + (i * STAGE) as u32;
            self.put
                .call(&mut self.store, (at, 0, chunk.len() as u32))
                .map_err(|e| Error::trap(format!("copy in: {e:#}")))?;
        }
        Ok(())
    }

    /// Copies `len` bytes at `addr` (rounded up to whole words) out of shared memory.
    pub fn read(&mut self, addr: u32, len: usize) -> Result<Vec<u32>> {
        let mut words = vec![0u32; len.div_ceil(4)];
        let out: &mut [u8] = bytemuck::cast_slice_mut(&mut words);
        for (i, chunk) in out.chunks_mut(STAGE).enumerate() {
            let at = addr + (i * STAGE) as u32;
            self.get
                .call(&mut self.store, (0, at, chunk.len() as u32))
                .map_err(|e| Error::trap(format!("copy out: {e:#}")))?;
            self.stage.read(&self.store, 0, chunk).map_err(|e| Error::trap(format!("stage: {e}")))?;
        }
        Ok(words)
    }

    /// Copies `len` bytes from `src` to `dst`, both in shared memory.
    pub fn copy(&mut self, dst: u32, src: u32, len: u32) -> Result<()> {
        self.copy.call(&mut self.store, (dst, src, len)).map_err(|e| Error::trap(format!("copy: {e:#}")))
    }

    /// Zeroes `len` bytes at `addr`.
    pub fn zero(&mut self, addr: u32, len: u32) -> Result<()> {
        self.fill.call(&mut self.store, (addr, 0, len)).map_err(|e| Error::trap(format!("fill: {e:#}")))
    }
}

/// Keeps a heap region alive; frees it on drop.
#[derive(Debug)]
pub(super) struct Region {
    pub addr: u32,
    pub size: u64,
    heap: Arc<Heap>,
    /// Why a dispatch that bound this region failed: its contents are not to be trusted.
    failed: Mutex<Option<String>>,
}

impl Region {
    pub fn new(heap: &Arc<Heap>, size: u64) -> Result<Region> {
        let addr = heap.alloc(size)?;
        Ok(Region { addr, size, heap: heap.clone(), failed: Mutex::new(None) })
    }
}

impl Region {
    /// The heap the region is in.
    pub fn heap(&self) -> &Arc<Heap> {
        &self.heap
    }

    /// Marks the contents untrustworthy (a dispatch that bound them failed).
    pub fn poison(&self, why: &str) {
        if let Ok(mut f) = self.failed.lock() {
            f.get_or_insert_with(|| why.to_string());
        }
    }

    /// Why the contents are untrustworthy, if they are.
    pub fn poisoned(&self) -> Option<String> {
        self.failed.lock().ok().and_then(|f| f.clone())
    }
}

impl Drop for Region {
    fn drop(&mut self) {
        self.heap.free(self.addr, self.size);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocator_reuses_and_coalesces() {
        let mut c = wasmtime::Config::new();
        c.wasm_threads(true).shared_memory(true);
        let engine = Engine::new(&c).unwrap();
        let heap = Arc::new(Heap::new(&engine, 64 << 20).unwrap());
        let a = Region::new(&heap, 1000).unwrap();
        let b = Region::new(&heap, 5000).unwrap();
        let c = Region::new(&heap, 10).unwrap();
        assert!(a.addr >= RESERVED && b.addr > a.addr && c.addr > b.addr);
        assert_eq!(a.addr % 256, 0);
        let (ba, ca) = (b.addr, c.addr);
        drop(b);
        let d = Region::new(&heap, 4000).unwrap();
        assert_eq!(d.addr, ba, "first fit reuses the hole");
        drop(a);
        drop(d);
        drop(c);
        assert_eq!(heap.in_use(), 0);
        let _ = ca;
        assert!(matches!(Region::new(&heap, 1 << 40), Err(e) if e.kind() == Some(crate::ErrorKind::Quota)));
    }
}
