//! A stateful model of the guest API: sequences of WIT calls from two guests of one runtime —
//! arrays made, read, destroyed and dropped; kernels made and run (sized ones too, with every
//! kind of edge, with loops cut by their budget and strict reads outside an array); reductions,
//! scans and histograms; pipelines made, run and dropped; batch contexts with objects made and
//! destroyed and streams run — each call checked against a reference model of what it must
//! answer: its value (exact: every kernel here computes on u32; f32 reductions are checked
//! for shape only), or the error kinds that may name its refusal. After every call each
//! guest's usage is what the model says it holds; at the end, with every handle dropped,
//! nothing. A trap (a host fault), a panic or a wrong value fails the run.
//!
//! The calls are decoded from bytes ([`run`]): the fuzz target `api` feeds libFuzzer's, the
//! test `api_sequences` a seeded generator's, on every executor and through the GPU process.
//! Bytes past the end read as zeros, so every input decodes.
//! `API_MODEL_TRACE=1` prints each call with the guest's usage and the bytes the model expects
//! it to hold (arrays and batch buffers; pipelines' own buffers are not modelled).
//!
//! This file is shared by two workspaces (the fuzz crate includes it by path), so it uses
//! only `wasm-host` (its `testing` internals) and `wasmtime`'s resource types.

use std::collections::BTreeSet;

use wasm_host::ErrorKind;
use wasm_host::array::ResidentArray;
use wasm_host::batch::Context;
use wasm_host::batch::wire::{Command, Desc, STREAM_MAGIC, encode_desc, usage};
use wasm_host::bindings::sync::{arrays, batch, kernel, pipeline, reductions};
use wasm_host::bindings::types::{
    ArrayParam, BatchConfig, Data, DataArg, Edge, Elem, KernelDesc, Operand, Options, Param, ParamKind,
    ReduceOp, Scalar, Step, Work,
};
use wasm_host::kernel::Kernel;
use wasm_host::{GpuCtx, GpuCtxView, Quotas, Runtime, Usage};
use wasmtime::component::{Resource, ResourceTable};

/// The quotas each modelled guest runs under: small counts, so every quota is reached.
pub fn quotas() -> Quotas {
    Quotas {
        max_array_bytes: 1 << 20,
        max_arrays: 10,
        max_kernels: 4,
        max_pipelines: 2,
        max_batch_contexts: 2,
        ..Quotas::default()
    }
}

/// A loop budget the model can run under (any within its trip counts).
pub fn budget() -> wasm_host::guard::LoopBudget {
    wasm_host::guard::LoopBudget { min_iterations: 1 << 6, max_iterations: 1 << 12, ..Default::default() }
}

/// Loop trip counts the model takes as within any budget (the runtimes it is run on budget at
/// least 2^6 iterations per invocation) and as past every budget (at most 2^16).
const SHORT_TRIPS: u32 = 16;
const LONG_TRIPS: u32 = 1 << 20;

/// What a run covered, for tests that want to see every kind of call succeed.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coverage {
    /// Calls made.
    pub calls: u64,
    /// Reads whose values were checked.
    pub values: u64,
    /// Calls answered with an error of a kind the model expected.
    pub errors: u64,
    /// Kernel runs that succeeded.
    pub runs: u64,
    /// Pipeline runs that succeeded.
    pub pipeline_runs: u64,
    /// Reductions, scans and histograms that succeeded.
    pub reductions: u64,
    /// Streams whose read-back was checked.
    pub streams: u64,
    /// Faults (out of range, truncated) reported on a read, as the model predicted.
    pub faults: u64,
}

/// Decodes calls from `bytes` and runs them on `rt` with two fresh guests, checking each
/// against the model; panics on the first disagreement (naming the call and what was
/// expected). `rt`'s loop budget must lie between the model's short and long trip counts (see
/// [`budget`]).
pub fn run(rt: &Runtime, bytes: &[u8]) -> Coverage {
    Model::new(rt).run(bytes)
}

/// Two guests of one runtime, kept from one sequence to the next (each sequence ends with
/// every handle dropped, so each starts from an empty guest that has lived before: its tenant
/// and caches reused, as a long-lived guest's are).
#[derive(Debug)]
pub struct Model {
    guests: [Guest; 2],
}

impl Model {
    /// Two guests of `rt` (see [`run`] for the loop budget it needs).
    pub fn new(rt: &Runtime) -> Model {
        let b = &rt.config().loop_budget;
        assert!(
            b.min_iterations > SHORT_TRIPS && b.max_iterations < LONG_TRIPS,
            "the model needs a loop budget within ({SHORT_TRIPS}, {LONG_TRIPS}) iterations per invocation"
        );
        Model { guests: [Guest::new(rt), Guest::new(rt)] }
    }

    /// One sequence: the calls `bytes` decode to, then every handle dropped.
    pub fn run(&mut self, bytes: &[u8]) -> Coverage {
        let guests = &mut self.guests;
        let mut src = Bytes { b: bytes, at: 0 };
        let mut cov = Coverage::default();
        let mut step = 0u32;
        let trace = std::env::var_os("API_MODEL_TRACE").is_some();
        while !src.done() {
            let g = usize::from(src.u8() & 1);
            let guest = &mut guests[g];
            let what = guest.call(&mut src, &mut cov);
            cov.calls += 1;
            if trace {
                let m = &guests[g];
                let model: u64 =
                    m.arrays.iter().filter(|a| !a.destroyed).map(|a| 4 * a.words.len() as u64).sum::<u64>()
                        + m.ctxs.iter().flat_map(|c| &c.buffers).map(|b| u64::from(b.1)).sum::<u64>();
                eprintln!("{step}: guest {g} {what}: model bytes {model} {:?}", m.ctx.usage());
            }
            guests[g].check_usage(&format!("after call {step} ({what}) of guest {g}"));
            step += 1;
        }
        for (g, guest) in guests.iter_mut().enumerate() {
            guest.drop_all();
            // What a dispatch still in flight holds goes when it completes: wait for that,
            // boundedly.
            let began = std::time::Instant::now();
            while guest.ctx.usage() != Usage::default()
                && began.elapsed() < std::time::Duration::from_secs(10)
            {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
            let usage = guest.ctx.usage();
            assert_eq!(
                usage,
                Usage::default(),
                "guest {g} still holds something 10 s after every handle was dropped"
            );
        }
        cov
    }
}

/// The input, read front to back; zeros past the end.
struct Bytes<'a> {
    b: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn done(&self) -> bool {
        self.at >= self.b.len()
    }

    fn u8(&mut self) -> u8 {
        let v = self.b.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        v
    }

    fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }

    /// A number below `n` (n ≤ 256) from one byte.
    fn below(&mut self, n: u32) -> u32 {
        u32::from(self.u8()) % n
    }

    /// True one time in `n`.
    fn one_in(&mut self, n: u32) -> bool {
        self.below(n) == 0
    }

    fn pick<T>(&mut self, v: &[T]) -> Option<usize> {
        if v.is_empty() { None } else { Some(self.u8() as usize % v.len()) }
    }
}

/// A modelled array: what the guest's handle must read as.
#[derive(Clone, Debug)]
struct Arr {
    rep: u32,
    shape: Vec<u32>,
    elem: Elem,
    words: Vec<u32>,
    /// The fault its lineage carries: a read answers it.
    fault: Option<ErrorKind>,
    destroyed: bool,
}

/// The kernels the model knows (all on u32, output rank 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum K {
    /// `a(x) + b(x)`, both zero past their ends.
    Add,
    /// `a(x) * s + 1`, `a` clamped.
    Scale,
    /// `a(x) ^ 7`, `a` strict: out of range where the output is longer.
    Strict,
    /// `a(x + 1)`, `a` wrapped; sized per call.
    Wrap,
    /// `a(x)` added `n` times in a loop: cut (truncated) past the budget.
    Loop,
    /// Does not parse.
    Broken,
    /// Reads an array it does not declare.
    Undeclared,
}

/// The kernels made, weighted: pipelines are made of `Add`.
const KINDS: [K; 9] =
    [K::Add, K::Add, K::Add, K::Scale, K::Strict, K::Wrap, K::Loop, K::Broken, K::Undeclared];

impl K {
    fn source(self) -> &'static str {
        match self {
            K::Add => "fn kernel(x: u32) -> u32 { return a(x) + b(x); }",
            K::Scale => "fn kernel(x: u32) -> u32 { return a(x) * s + 1u; }",
            K::Strict => "fn kernel(x: u32) -> u32 { return a(x) ^ 7u; }",
            K::Wrap => "fn kernel(x: u32) -> u32 { return a(x + 1u); }",
            K::Loop => {
                "fn kernel(x: u32) -> u32 { var acc = 0u; for (var k = 0u; k < n; k++) { acc += a(x); } return acc; }"
            }
            K::Broken => "fn kernel(x: u32) -> u32 { return a(x) + ; }",
            K::Undeclared => "fn kernel(x: u32) -> u32 { return q(x); }",
        }
    }

    /// Its parameters: `None` an array of that edge, `Some(())` a u32 scalar.
    fn params(self) -> Vec<(&'static str, Option<Edge>)> {
        match self {
            K::Add => vec![("a", Some(Edge::Zero)), ("b", Some(Edge::Zero))],
            K::Scale => vec![("a", Some(Edge::Clamp)), ("s", None)],
            K::Strict | K::Broken | K::Undeclared => vec![("a", Some(Edge::Strict))],
            K::Wrap => vec![("a", Some(Edge::Wrap))],
            K::Loop => vec![("a", Some(Edge::Zero)), ("n", None)],
        }
    }

    fn valid(self) -> bool {
        !matches!(self, K::Broken | K::Undeclared)
    }
}

#[derive(Debug)]
struct Kern {
    rep: u32,
    /// Which kernel it is (pipelines keep theirs, and its count, alive).
    serial: u32,
    k: K,
    /// Its declared output extent (0: sized per call).
    n: u32,
}

#[derive(Debug)]
struct Pipe {
    rep: u32,
    /// The kernel it was made with.
    kernel: u32,
    /// The add kernel's output extent.
    n: u32,
    /// Outputs: 1 (a + 2b) or 2 (a + b, a + 2b).
    outputs: u32,
}

#[derive(Debug)]
struct Ctx {
    rep: u32,
    max_objects: u32,
    /// Live objects, and which of them are buffers of how many bytes.
    live: BTreeSet<u32>,
    buffers: Vec<(u32, u32)>,
    lost: bool,
}

/// What a call may answer: a value (checked by the caller) or an error of one of these kinds.
enum Expect {
    Ok,
    Err(Vec<ErrorKind>),
}

/// One argument as the model sees it.
#[derive(Clone, Debug)]
enum ModelArg {
    /// An array of u32 (a handle's or inline data's), zero past its end, with its lineage's fault.
    Words(Vec<u32>, Option<ErrorKind>),
    Scalar(u32),
    /// An argument that a parameter must refuse with this kind.
    Bad(ErrorKind),
}

#[derive(Debug)]
struct Guest {
    ctx: GpuCtx,
    table: ResourceTable,
    arrays: Vec<Arr>,
    kernels: Vec<Kern>,
    pipes: Vec<Pipe>,
    ctxs: Vec<Ctx>,
    quotas: Quotas,
    serial: u32,
}

/// The kinds an error may have, or a panic naming the call.
fn kind_of(e: &wasm_host::Error, what: &str) -> ErrorKind {
    match e.kind() {
        Some(k) => k,
        None => panic!("{what}: answered with a host fault: {e}"),
    }
}

fn check_err(e: &wasm_host::Error, kinds: &[ErrorKind], what: &str) {
    let k = kind_of(e, what);
    assert!(kinds.contains(&k), "{what}: answered `{}` ({e}), the model expects one of {kinds:?}", k.name());
}

/// Where the model expects a refusal (`refusals` not empty): checks that `got` is one, of one
/// of those kinds, and says so.
fn refused<T>(
    got: &Result<T, wasm_host::Error>,
    refusals: &[ErrorKind],
    what: &str,
    cov: &mut Coverage,
) -> bool {
    if refusals.is_empty() {
        return false;
    }
    match got {
        Ok(_) => panic!("{what}: answered, expected one of {refusals:?}"),
        Err(e) => check_err(e, refusals, what),
    }
    cov.errors += 1;
    true
}

/// A call the model expects to succeed failed: only as its inputs' lineage's `fault` (verified
/// on the spot, past its bound of unverified work) may it.
fn faulted(e: &wasm_host::Error, fault: Option<ErrorKind>, what: &str) {
    match fault {
        Some(f) => check_err(e, &[f], what),
        None => panic!("{what}: {e}"),
    }
}

fn words_of(d: &Data) -> (Elem, Vec<u32>) {
    match d {
        Data::F32(v) => (Elem::F32, v.iter().map(|f| f.to_bits()).collect()),
        Data::I32(v) => (Elem::I32, v.iter().map(|&i| i as u32).collect()),
        Data::U32(v) => (Elem::U32, v.clone()),
    }
}

fn data_of(elem: Elem, words: &[u32]) -> Data {
    match elem {
        Elem::F32 => Data::F32(words.iter().map(|&w| f32::from_bits(w)).collect()),
        Elem::I32 => Data::I32(words.iter().map(|&w| w as i32).collect()),
        Elem::U32 => Data::U32(words.to_vec()),
    }
}

fn elem_eq(a: Elem, b: Elem) -> bool {
    matches!((a, b), (Elem::F32, Elem::F32) | (Elem::I32, Elem::I32) | (Elem::U32, Elem::U32))
}

/// The fault a result carries from its inputs' and its own: a cut loop is reported first.
fn worst(faults: impl IntoIterator<Item = Option<ErrorKind>>) -> Option<ErrorKind> {
    let all: Vec<ErrorKind> = faults.into_iter().flatten().collect();
    if all.contains(&ErrorKind::Truncated) { Some(ErrorKind::Truncated) } else { all.first().copied() }
}

fn at(words: &[u32], i: usize) -> u32 {
    words.get(i).copied().unwrap_or(0)
}

impl Guest {
    fn new(rt: &Runtime) -> Guest {
        let quotas = quotas();
        Guest {
            ctx: GpuCtx::with_quotas(rt, quotas.clone()),
            table: ResourceTable::new(),
            arrays: Vec::new(),
            kernels: Vec::new(),
            pipes: Vec::new(),
            ctxs: Vec::new(),
            quotas,
            serial: 0,
        }
    }

    fn view(&mut self) -> GpuCtxView<'_> {
        GpuCtxView { ctx: &mut self.ctx, table: &mut self.table }
    }

    fn check_usage(&self, what: &str) {
        let u = self.ctx.usage();
        assert_eq!(u.arrays as usize, self.arrays.len(), "{what}: arrays held");
        assert_eq!(u.kernels as usize, self.kernels_held(), "{what}: kernels held");
        assert_eq!(u.pipelines as usize, self.pipes.len(), "{what}: pipelines held");
        assert_eq!(u.batch_contexts as usize, self.ctxs.len(), "{what}: batch contexts held");
        assert!(u.array_bytes <= self.quotas.max_array_bytes, "{what}: {} bytes held", u.array_bytes);
    }

    /// Kernels held: by a handle or by a pipeline made with them.
    fn kernels_held(&self) -> usize {
        let held: BTreeSet<u32> =
            self.kernels.iter().map(|k| k.serial).chain(self.pipes.iter().map(|p| p.kernel)).collect();
        held.len()
    }

    /// Room for `n` more arrays.
    fn room(&self, n: usize) -> bool {
        self.arrays.len() + n <= self.quotas.max_arrays as usize
    }

    fn push_array(
        &mut self,
        r: Resource<ResidentArray>,
        shape: Vec<u32>,
        elem: Elem,
        words: Vec<u32>,
        fault: Option<ErrorKind>,
    ) {
        self.arrays.push(Arr { rep: r.rep(), shape, elem, words, fault, destroyed: false });
    }

    /// One call; returns its name.
    fn call(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        match src.below(24) {
            0 | 1 => self.array_create(src, cov),
            2 | 3 => self.array_read(src, cov),
            4 => self.array_destroy(src),
            5..=7 => self.array_drop(src),
            8 => self.kernel_create(src, cov),
            9 | 10 => self.kernel_run(src, cov),
            11 => self.kernel_drop(src),
            12 => self.reduce(src, cov),
            13 => self.scan(src, cov),
            14 => self.histogram(src, cov),
            15 => self.pipeline_create(src, cov),
            16 | 17 => self.pipeline_run(src, cov),
            18 => self.pipeline_drop(src),
            _ => self.batch(src, cov),
        }
    }

    fn drop_all(&mut self) {
        for a in std::mem::take(&mut self.arrays) {
            arrays::HostArray::drop(&mut self.view(), Resource::new_own(a.rep)).expect("an array dropped");
        }
        for k in std::mem::take(&mut self.kernels) {
            kernel::HostKernel::drop(&mut self.view(), Resource::new_own(k.rep)).expect("a kernel dropped");
        }
        for p in std::mem::take(&mut self.pipes) {
            pipeline::HostPipeline::drop(&mut self.view(), Resource::new_own(p.rep))
                .expect("a pipeline dropped");
        }
        for c in std::mem::take(&mut self.ctxs) {
            batch::HostContext::drop(&mut self.view(), Resource::new_own(c.rep)).expect("a context dropped");
        }
    }

    // Arrays.

    fn array_create(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "arrays.create";
        let rank = match src.below(16) {
            0 => 0,
            1 => 4,
            r => 1 + r % 3,
        };
        let shape: Vec<u32> = (0..rank).map(|_| if src.one_in(24) { 0 } else { 1 + src.below(6) }).collect();
        let len: usize = shape.iter().map(|&d| d as usize).product();
        let len = match src.below(10) {
            0 => len + 1,
            1 => len.saturating_sub(1),
            _ => len,
        };
        let elem = match src.below(4) {
            0 => Elem::F32,
            1 => Elem::I32,
            _ => Elem::U32,
        };
        let words: Vec<u32> =
            (0..len).map(|_| (u32::from(src.u8()) * 0x0101_0101) ^ u32::from(src.u8())).collect();
        let expect = if !(1..=3).contains(&shape.len())
            || shape.contains(&0)
            || shape.iter().map(|&d| d as usize).product::<usize>() != words.len()
        {
            Expect::Err(if self.room(1) {
                vec![ErrorKind::Invalid]
            } else {
                vec![ErrorKind::Invalid, ErrorKind::Quota]
            })
        } else if !self.room(1) {
            Expect::Err(vec![ErrorKind::Quota])
        } else {
            Expect::Ok
        };
        let got = arrays::HostArray::create(&mut self.view(), shape.clone(), data_of(elem, &words));
        match (got, expect) {
            (Ok(r), Expect::Ok) => self.push_array(r, shape, elem, words, None),
            (Err(e), Expect::Err(kinds)) => {
                check_err(&e, &kinds, what);
                cov.errors += 1;
            }
            (Ok(_), Expect::Err(kinds)) => {
                panic!("{what} {shape:?} of {} values: made, expected {kinds:?}", words.len())
            }
            (Err(e), Expect::Ok) => panic!("{what} {shape:?}: {e}"),
        }
        what
    }

    fn array_read(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "array.read";
        let Some(i) = src.pick(&self.arrays) else { return what };
        let a = self.arrays[i].clone();
        if std::env::var_os("API_MODEL_TRACE").is_some() {
            eprintln!("  array {i} (rep {}): {:?}", a.rep, a.words);
        }
        let r: Resource<ResidentArray> = Resource::new_borrow(a.rep);
        let shape =
            arrays::HostArray::shape(&mut self.view(), Resource::new_borrow(a.rep)).expect("array.shape");
        assert_eq!(shape, a.shape, "array.shape");
        let elem =
            arrays::HostArray::elem(&mut self.view(), Resource::new_borrow(a.rep)).expect("array.elem");
        assert!(elem_eq(elem, a.elem), "array.elem: {elem:?}, expected {:?}", a.elem);
        let got = arrays::HostArray::read(&mut self.view(), r);
        if a.destroyed {
            let e = got.err().unwrap_or_else(|| panic!("{what} of a destroyed array answered"));
            check_err(&e, &[ErrorKind::Refused], what);
            cov.errors += 1;
        } else if let Some(f) = a.fault {
            let e = got.err().unwrap_or_else(|| panic!("{what}: answered, expected {f:?} ({a:?})"));
            check_err(&e, &[f], what);
            cov.faults += 1;
        } else {
            let d = got.unwrap_or_else(|e| panic!("{what} of {:?}: {e}", a.shape));
            let (elem, words) = words_of(&d);
            assert!(elem_eq(elem, a.elem), "{what}: elem {elem:?}, expected {:?}", a.elem);
            assert_eq!(words, a.words, "{what} of {:?}", a.shape);
            cov.values += 1;
        }
        what
    }

    fn array_destroy(&mut self, src: &mut Bytes) -> &'static str {
        let Some(i) = src.pick(&self.arrays) else { return "array.destroy" };
        let rep = self.arrays[i].rep;
        arrays::HostArray::destroy(&mut self.view(), Resource::new_borrow(rep)).expect("array.destroy");
        self.arrays[i].destroyed = true;
        "array.destroy"
    }

    fn array_drop(&mut self, src: &mut Bytes) -> &'static str {
        let Some(i) = src.pick(&self.arrays) else { return "array drop" };
        let a = self.arrays.swap_remove(i);
        arrays::HostArray::drop(&mut self.view(), Resource::new_own(a.rep)).expect("array drop");
        "array drop"
    }

    // Kernels.

    fn kernel_create(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "kernel.create";
        let k = KINDS[src.below(KINDS.len() as u32) as usize];
        let n = if k == K::Wrap { 0 } else { 1 + src.below(40) };
        let params = k
            .params()
            .into_iter()
            .map(|(name, edge)| Param {
                name: name.to_string(),
                kind: match edge {
                    Some(edge) => ParamKind::Array(ArrayParam { elem: Elem::U32, rank: 1, edge }),
                    None => ParamKind::Scalar(Elem::U32),
                },
            })
            .collect();
        let desc = KernelDesc {
            name: Some(format!("{k:?}").to_lowercase()),
            source: k.source().to_string(),
            params,
            output: vec![n],
            output_elem: Elem::U32,
            constants: Vec::new(),
            outputs: Vec::new(),
        };
        let full = self.kernels_held() >= self.quotas.max_kernels as usize;
        let got = kernel::HostKernel::create(&mut self.view(), desc);
        match got {
            Ok(r) => {
                assert!(k.valid() && !full, "{what} {k:?}: made (full: {full})");
                self.serial += 1;
                self.kernels.push(Kern { rep: r.rep(), serial: self.serial, k, n });
            }
            Err(e) => {
                let kinds = if full { vec![ErrorKind::Quota] } else { vec![ErrorKind::Invalid] };
                assert!(full || !k.valid(), "{what} {k:?}: {e}");
                check_err(&e, &kinds, &format!("{what} {k:?}"));
                cov.errors += 1;
            }
        }
        what
    }

    /// An argument for a parameter: mostly a fitting one, sometimes not; and the model's view.
    fn arg(&mut self, src: &mut Bytes, scalar: bool) -> (kernel::Arg, ModelArg) {
        // Mostly what the parameter takes: a u32 scalar, or a u32 array of rank 1.
        let r = src.below(16);
        let choice = match (scalar, r) {
            (true, 0..=12) | (false, 14 | 15) => 0,
            (true, 13) | (false, 0..=6) => 1,
            _ => 2,
        };
        match choice {
            // A scalar.
            0 => {
                let v = if src.one_in(3) {
                    LONG_TRIPS + src.u32() % LONG_TRIPS
                } else {
                    src.below(SHORT_TRIPS + 1)
                };
                let (s, model) = match src.below(16) {
                    0 => (Scalar::F32(v as f32), ModelArg::Bad(ErrorKind::Invalid)),
                    1 => (Scalar::I32(v as i32), ModelArg::Bad(ErrorKind::Invalid)),
                    _ if !scalar => (Scalar::U32(v), ModelArg::Bad(ErrorKind::Invalid)),
                    _ => (Scalar::U32(v), ModelArg::Scalar(v)),
                };
                (kernel::Arg::Scalar(s), model)
            }
            // A handle: mostly one of a u32 array of rank 1.
            1 if !self.arrays.is_empty() => {
                let fitting: Vec<usize> = (0..self.arrays.len())
                    .filter(|&i| self.arrays[i].shape.len() == 1 && elem_eq(self.arrays[i].elem, Elem::U32))
                    .collect();
                let i = match src.pick(&fitting) {
                    Some(f) if !src.one_in(4) => fitting[f],
                    _ => src.pick(&self.arrays).unwrap_or(0),
                };
                let a = &self.arrays[i];
                let model = if scalar || a.shape.len() != 1 || !elem_eq(a.elem, Elem::U32) {
                    ModelArg::Bad(ErrorKind::Invalid)
                } else if a.destroyed {
                    ModelArg::Bad(ErrorKind::Refused)
                } else {
                    ModelArg::Words(a.words.clone(), a.fault)
                };
                (kernel::Arg::Array(Resource::new_borrow(a.rep)), model)
            }
            // Inline data.
            _ => {
                let len = 1 + src.below(48) as usize;
                let words: Vec<u32> = (0..len).map(|_| src.u32()).collect();
                let (shape, model) = match src.below(16) {
                    0 => (vec![len as u32 + 1], ModelArg::Bad(ErrorKind::Invalid)),
                    1 => (vec![len as u32, 1], ModelArg::Bad(ErrorKind::Invalid)),
                    _ if scalar => (vec![len as u32], ModelArg::Bad(ErrorKind::Invalid)),
                    _ => (vec![len as u32], ModelArg::Words(words.clone(), None)),
                };
                let data = if src.one_in(16) { data_of(Elem::I32, &words) } else { Data::U32(words) };
                let model = match (&data, model) {
                    (Data::I32(_), ModelArg::Words(..)) => ModelArg::Bad(ErrorKind::Invalid),
                    (_, m) => m,
                };
                (kernel::Arg::Data(DataArg { shape, data }), model)
            }
        }
    }

    /// Arguments for `params` (a kernel's or a pipeline's): usually as many as there are.
    fn args(
        &mut self,
        src: &mut Bytes,
        params: &[(&str, Option<Edge>)],
    ) -> (Vec<kernel::Arg>, Vec<ModelArg>) {
        let count = if src.one_in(10) { src.below(4) as usize } else { params.len() };
        let mut args = Vec::new();
        let mut model = Vec::new();
        for i in 0..count {
            let scalar = params.get(i).is_some_and(|p| p.1.is_none());
            let (a, m) = self.arg(src, scalar);
            args.push(a);
            model.push(m);
        }
        (args, model)
    }

    fn kernel_run(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "kernel.run";
        let Some(ki) = src.pick(&self.kernels) else { return what };
        let (rep, k, n) = (self.kernels[ki].rep, self.kernels[ki].k, self.kernels[ki].n);
        // A sized kernel runs with `run-sized`; a plain one mostly with `run`.
        let sized_call = if k == K::Wrap { !src.one_in(8) } else { src.one_in(8) };
        let len = if sized_call { 1 + src.below(40) } else { n };
        let params = k.params();
        let (args, model) = self.args(src, &params);
        let r: Resource<Kernel> = Resource::new_borrow(rep);
        let got = if sized_call {
            kernel::HostKernel::run_sized(&mut self.view(), r, args, vec![len])
        } else {
            kernel::HostKernel::run(&mut self.view(), r, args)
        };
        // The model's answer.
        let mut refusals: Vec<ErrorKind> = Vec::new();
        if k == K::Wrap && !sized_call {
            refusals.push(ErrorKind::Invalid);
        }
        if model.len() != params.len() {
            refusals.push(ErrorKind::Invalid);
        }
        for m in &model {
            if let ModelArg::Bad(kind) = m {
                refusals.push(*kind);
            }
        }
        if !self.room(1) {
            refusals.push(ErrorKind::Quota);
        }
        let what = if sized_call { "kernel.run-sized" } else { what };
        if refused(&got, &refusals, &format!("{what} {k:?}"), cov) {
            return what;
        }
        let words = |i: usize| match &model[i] {
            ModelArg::Words(w, _) => w.clone(),
            _ => Vec::new(),
        };
        let scalar = |i: usize| match &model[i] {
            ModelArg::Scalar(v) => *v,
            _ => 0,
        };
        let inherited = worst(model.iter().map(|m| if let ModelArg::Words(_, f) = m { *f } else { None }));
        let len_u = len as usize;
        let a = words(0);
        let (out, own): (Vec<u32>, Option<ErrorKind>) = match k {
            K::Add => {
                let b = words(1);
                ((0..len_u).map(|x| at(&a, x).wrapping_add(at(&b, x))).collect(), None)
            }
            K::Scale => {
                let s = scalar(1);
                ((0..len_u).map(|x| a[x.min(a.len() - 1)].wrapping_mul(s).wrapping_add(1)).collect(), None)
            }
            K::Strict => {
                let fault = (len_u > a.len()).then_some(ErrorKind::OutOfRange);
                ((0..len_u).map(|x| at(&a, x) ^ 7).collect(), fault)
            }
            K::Wrap => ((0..len_u).map(|x| a[(x + 1) % a.len()]).collect(), None),
            K::Loop => {
                let t = scalar(1);
                let fault = (t >= LONG_TRIPS).then_some(ErrorKind::Truncated);
                ((0..len_u).map(|x| at(&a, x).wrapping_mul(t)).collect(), fault)
            }
            K::Broken | K::Undeclared => unreachable!("never made"),
        };
        let fault = worst([inherited, own]);
        match got {
            Ok(r) => {
                self.push_array(r, vec![len], Elem::U32, out, fault);
                cov.runs += 1;
            }
            // A lineage past its bound of unverified work is verified on the spot.
            Err(e) => faulted(&e, fault, &format!("{what} {k:?} over {len}")),
        }
        what
    }

    fn kernel_drop(&mut self, src: &mut Bytes) -> &'static str {
        let Some(i) = src.pick(&self.kernels) else { return "kernel drop" };
        let k = self.kernels.swap_remove(i);
        kernel::HostKernel::drop(&mut self.view(), Resource::new_own(k.rep)).expect("kernel drop");
        "kernel drop"
    }

    // Reductions.

    /// An input array for a reduction and the refusal its state calls for.
    fn input(&mut self, src: &mut Bytes) -> Option<(Arr, Option<ErrorKind>)> {
        let i = src.pick(&self.arrays)?;
        let a = self.arrays[i].clone();
        let refusal = a.destroyed.then_some(ErrorKind::Refused);
        Some((a, refusal))
    }

    /// Answers a reduction-like call: refusals, else the value `out` of `shape`.
    #[allow(clippy::too_many_arguments)]
    fn answer(
        &mut self,
        what: &str,
        got: Result<Resource<ResidentArray>, wasm_host::Error>,
        mut refusals: Vec<ErrorKind>,
        input: &Arr,
        shape: Vec<u32>,
        elem: Elem,
        out: Option<Vec<u32>>,
        cov: &mut Coverage,
    ) {
        if !self.room(1) {
            refusals.push(ErrorKind::Quota);
        }
        if refused(&got, &refusals, what, cov) {
            return;
        }
        match got {
            Ok(r) => {
                let got_shape =
                    arrays::HostArray::shape(&mut self.view(), Resource::new_borrow(r.rep())).expect("shape");
                assert_eq!(got_shape, shape, "{what}: the result's shape");
                match out {
                    Some(words) => self.push_array(r, shape, elem, words, input.fault),
                    None => {
                        // f32: the value is not modelled; read it (or its fault) once and keep it.
                        let d = arrays::HostArray::read(&mut self.view(), Resource::new_borrow(r.rep()));
                        match (d, input.fault) {
                            (Ok(d), None) => {
                                let (_, words) = words_of(&d);
                                assert_eq!(words.len(), shape.iter().product::<u32>() as usize, "{what}");
                                self.push_array(r, shape, elem, words, None);
                            }
                            (Err(e), Some(f)) => {
                                check_err(&e, &[f], what);
                                self.push_array(r, shape, elem, Vec::new(), Some(f));
                            }
                            (Ok(_), Some(f)) => panic!("{what}: read, expected {f:?}"),
                            (Err(e), None) => panic!("{what}: the result's read: {e}"),
                        }
                    }
                }
                cov.reductions += 1;
            }
            Err(e) => faulted(&e, input.fault, what),
        }
    }

    fn reduce(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "reductions.reduce";
        let Some((a, destroyed)) = self.input(src) else { return what };
        let op = [ReduceOp::Sum, ReduceOp::Min, ReduceOp::Max, ReduceOp::Product][src.below(4) as usize];
        let axis = if src.one_in(3) { None } else { Some(src.below(4)) };
        let got = reductions::Host::reduce(&mut self.view(), op, Resource::new_borrow(a.rep), axis);
        let mut refusals: Vec<ErrorKind> = destroyed.into_iter().collect();
        if axis.is_some_and(|x| x as usize >= a.shape.len()) {
            refusals.push(ErrorKind::Invalid);
        }
        let (shape, lines) = lines(&a.shape, axis);
        let out = if refusals.is_empty() && !matches!(a.elem, Elem::F32) {
            Some(lines.iter().map(|l| fold(op, a.elem, l.iter().map(|&i| a.words[i]))).collect())
        } else {
            None
        };
        self.answer(what, got, refusals, &a, shape, a.elem, out, cov);
        what
    }

    fn scan(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "reductions.scan";
        let Some((a, destroyed)) = self.input(src) else { return what };
        let op = [ReduceOp::Sum, ReduceOp::Min, ReduceOp::Max, ReduceOp::Product][src.below(4) as usize];
        let axis = src.below(4);
        let exclusive = src.one_in(2);
        let got = reductions::Host::scan(&mut self.view(), op, Resource::new_borrow(a.rep), axis, exclusive);
        let mut refusals: Vec<ErrorKind> = destroyed.into_iter().collect();
        if axis as usize >= a.shape.len() {
            refusals.push(ErrorKind::Invalid);
        }
        let out = if refusals.is_empty() && !matches!(a.elem, Elem::F32) {
            let (_, lines) = lines(&a.shape, Some(axis));
            let mut out = vec![0u32; a.words.len()];
            for l in &lines {
                let mut acc = identity(op, a.elem);
                for &i in l {
                    let next = fold(op, a.elem, [acc, a.words[i]]);
                    out[i] = if exclusive { acc } else { next };
                    acc = next;
                }
            }
            Some(out)
        } else {
            None
        };
        self.answer(what, got, refusals, &a, a.shape.clone(), a.elem, out, cov);
        what
    }

    fn histogram(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "reductions.histogram";
        let Some((a, destroyed)) = self.input(src) else { return what };
        let bins = if src.one_in(12) { [0, 65537][src.below(2) as usize] } else { 1 + src.below(8) };
        let lo = src.u32() % 300;
        let hi = if src.one_in(8) { lo } else { lo + 1 + src.u32() % 300 };
        let typed = !src.one_in(10);
        let scalar = |v: u32| match (typed, a.elem) {
            (true, Elem::F32) | (false, Elem::U32 | Elem::I32) => Scalar::F32(v as f32),
            (true, Elem::I32) => Scalar::I32(v as i32),
            _ => Scalar::U32(v),
        };
        let got = reductions::Host::histogram(
            &mut self.view(),
            Resource::new_borrow(a.rep),
            bins,
            scalar(lo),
            scalar(hi),
        );
        let mut refusals: Vec<ErrorKind> = destroyed.into_iter().collect();
        if !(1..=65536).contains(&bins) || hi <= lo || !typed {
            refusals.push(ErrorKind::Invalid);
        }
        let out = if refusals.is_empty() && !matches!(a.elem, Elem::F32) {
            let (lo, hi, bins_i) = (i64::from(lo), i64::from(hi), i64::from(bins));
            let width = (hi - lo + bins_i - 1) / bins_i;
            let mut counts = vec![0u32; bins as usize];
            for &w in &a.words {
                let v = if matches!(a.elem, Elem::I32) { i64::from(w as i32) } else { i64::from(w) };
                if v >= lo && v < hi {
                    counts[((v - lo) / width) as usize] += 1;
                }
            }
            Some(counts)
        } else {
            None
        };
        self.answer(what, got, refusals, &a, vec![bins], Elem::U32, out, cov);
        what
    }

    // Pipelines.

    fn pipeline_create(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "pipeline.create";
        let Some(ki) = self.kernels.iter().position(|k| k.k == K::Add) else { return what };
        let (rep, n, serial) = (self.kernels[ki].rep, self.kernels[ki].n, self.kernels[ki].serial);
        let param = |name: &str| Param {
            name: name.to_string(),
            kind: ParamKind::Array(ArrayParam { elem: Elem::U32, rank: 1, edge: Edge::Zero }),
        };
        let kernel_step = |args: Vec<Operand>| Step { work: Work::Kernel(0), args };
        let broken = src.one_in(6);
        let steps = vec![
            kernel_step(vec![Operand::Input(0), if broken { Operand::Step(0) } else { Operand::Input(1) }]),
            kernel_step(vec![Operand::Step(0), Operand::Input(1)]),
        ];
        let outputs: u32 = 1 + src.below(2);
        let outs =
            if outputs == 1 { vec![Operand::Step(1)] } else { vec![Operand::Step(0), Operand::Step(1)] };
        let plan = pipeline::Plan {
            kernels: vec![Resource::new_borrow(rep)],
            inputs: vec![param("a"), param("b")],
            steps,
            outputs: outs,
        };
        let options = Options { threads: None, fuse: Some(!src.one_in(3)), timings: None };
        let full = self.pipes.len() >= self.quotas.max_pipelines as usize;
        match pipeline::HostPipeline::create(&mut self.view(), plan, options) {
            Ok(r) => {
                assert!(!broken && !full, "{what}: made (broken {broken}, full {full})");
                self.pipes.push(Pipe { rep: r.rep(), kernel: serial, n, outputs });
            }
            Err(e) => {
                assert!(broken || full, "{what}: {e}");
                let mut kinds = Vec::new();
                if broken {
                    kinds.push(ErrorKind::Invalid);
                }
                if full {
                    kinds.push(ErrorKind::Quota);
                }
                check_err(&e, &kinds, what);
                cov.errors += 1;
            }
        }
        what
    }

    fn pipeline_run(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let what = "pipeline.run";
        let Some(pi) = src.pick(&self.pipes) else { return what };
        let (rep, n, outputs) = (self.pipes[pi].rep, self.pipes[pi].n, self.pipes[pi].outputs);
        let params = [("a", Some(Edge::Zero)), ("b", Some(Edge::Zero))];
        let (args, model) = self.args(src, &params);
        let got = pipeline::HostPipeline::run(&mut self.view(), Resource::new_borrow(rep), args);
        let mut refusals: Vec<ErrorKind> = Vec::new();
        if model.len() != params.len() {
            refusals.push(ErrorKind::Invalid);
        }
        for m in &model {
            match m {
                ModelArg::Bad(kind) => refusals.push(*kind),
                ModelArg::Scalar(_) => refusals.push(ErrorKind::Invalid),
                ModelArg::Words(..) => {}
            }
        }
        if !self.room(outputs as usize) {
            refusals.push(ErrorKind::Quota);
        }
        if refused(&got, &refusals, what, cov) {
            return what;
        }
        let (ModelArg::Words(a, fa), ModelArg::Words(b, fb)) = (&model[0], &model[1]) else {
            unreachable!("refused above")
        };
        let fault = worst([*fa, *fb]);
        let ab: Vec<u32> = (0..n as usize).map(|x| at(a, x).wrapping_add(at(b, x))).collect();
        let abb: Vec<u32> = (0..n as usize).map(|x| ab[x].wrapping_add(at(b, x))).collect();
        if std::env::var_os("API_MODEL_TRACE").is_some() {
            eprintln!("  pipeline {pi} (n {n}, {outputs} outputs): a {a:?} b {b:?} -> ab {ab:?} abb {abb:?}");
        }
        match got {
            Ok(rs) => {
                assert_eq!(rs.len(), outputs as usize, "{what}: outputs");
                let values = if outputs == 1 { vec![abb] } else { vec![ab, abb] };
                for (r, words) in rs.into_iter().zip(values) {
                    self.push_array(r, vec![n], Elem::U32, words, fault);
                }
                cov.pipeline_runs += 1;
            }
            Err(e) => faulted(&e, fault, what),
        }
        what
    }

    fn pipeline_drop(&mut self, src: &mut Bytes) -> &'static str {
        let Some(i) = src.pick(&self.pipes) else { return "pipeline drop" };
        let p = self.pipes.swap_remove(i);
        pipeline::HostPipeline::drop(&mut self.view(), Resource::new_own(p.rep)).expect("pipeline drop");
        "pipeline drop"
    }

    // Batch contexts.

    fn batch(&mut self, src: &mut Bytes, cov: &mut Coverage) -> &'static str {
        let op = src.below(6);
        if op == 0 || self.ctxs.is_empty() {
            let what = "context.create";
            let max_objects = 1 + src.below(12);
            let config = BatchConfig { max_objects, max_read: 64 * src.below(8) };
            let full = self.ctxs.len() >= self.quotas.max_batch_contexts as usize;
            match batch::HostContext::create(&mut self.view(), config) {
                Ok(r) => {
                    assert!(!full, "{what}: made past the quota");
                    self.ctxs.push(Ctx {
                        rep: r.rep(),
                        max_objects,
                        live: BTreeSet::new(),
                        buffers: Vec::new(),
                        lost: false,
                    });
                }
                Err(e) => {
                    assert!(full, "{what}: {e}");
                    check_err(&e, &[ErrorKind::Quota], what);
                    cov.errors += 1;
                }
            }
            return what;
        }
        let ci = src.pick(&self.ctxs).unwrap_or(0);
        let rep = self.ctxs[ci].rep;
        let r = || -> Resource<Context> { Resource::new_borrow(rep) };
        let what = match op {
            1 | 2 => {
                let what = "context.create-object";
                let c = &self.ctxs[ci];
                let id = src.below(c.max_objects + 2);
                let size = 4 * (1 + src.below(16));
                let (kind, desc, valid) = match src.below(8) {
                    0 => (src.below(8), (0..src.below(24)).map(|_| src.u8()).collect(), false),
                    1 => (2, encode_desc(&Desc::ShaderModule { wgsl: "fn f() {}".into() }), true),
                    _ => (
                        1,
                        encode_desc(&Desc::Buffer {
                            size: u64::from(size),
                            usage: usage::MAP_READ | usage::COPY_DST,
                        }),
                        true,
                    ),
                };
                let expect_ok = !c.lost && valid && id != 0 && id < c.max_objects && !c.live.contains(&id);
                let got = batch::HostContext::create_object(&mut self.view(), r(), id, kind, desc);
                let c = &mut self.ctxs[ci];
                match got {
                    Ok(()) => {
                        assert!(
                            !c.lost && id != 0 && id < c.max_objects && !c.live.contains(&id),
                            "{what} {id}: made"
                        );
                        c.live.insert(id);
                        if valid && kind == 1 {
                            c.buffers.push((id, size));
                        }
                    }
                    Err(e) => {
                        assert!(!expect_ok, "{what} {id} of kind {kind}: {e}");
                        c.refused(&e, if valid { &[ErrorKind::Refused] } else { RANDOM_DESC }, what, cov);
                    }
                }
                what
            }
            3 => {
                let what = "context.destroy";
                let c = &self.ctxs[ci];
                let mut ids: Vec<u32> = (0..1 + src.below(3))
                    .map(|_| match src.pick(&c.live.iter().copied().collect::<Vec<_>>()) {
                        Some(i) if !src.one_in(12) => c.live.iter().copied().nth(i).unwrap_or(0),
                        _ => src.below(c.max_objects + 2),
                    })
                    .collect();
                ids.dedup();
                let all_live = ids.iter().all(|id| c.live.contains(id));
                let got = batch::HostContext::destroy(&mut self.view(), r(), ids.clone());
                let c = &mut self.ctxs[ci];
                match got {
                    Ok(()) => {
                        assert!(!c.lost && all_live, "{what} {ids:?}: answered");
                        for id in &ids {
                            c.live.remove(id);
                        }
                        c.buffers.retain(|(id, _)| !ids.contains(id));
                    }
                    Err(e) => {
                        assert!(c.lost || !all_live, "{what} {ids:?}: {e}");
                        c.refused(&e, &[ErrorKind::Refused], what, cov);
                    }
                }
                what
            }
            4 => {
                let what = "context.run-stream";
                let c = &self.ctxs[ci];
                let buffer = src.pick(&c.buffers).map(|i| c.buffers[i]);
                let random = src.one_in(8);
                let (words, data, window, expect) = match buffer {
                    Some((id, size)) if !random => {
                        let data: Vec<u8> = (0..size).map(|_| src.u8()).collect();
                        let mut words = vec![STREAM_MAGIC];
                        Command::WriteBuffer { buffer: id, offset: 0, data: (0, size) }.encode(&mut words);
                        Command::ReadBuffer { buffer: id, offset: 0, size, window_offset: 0 }
                            .encode(&mut words);
                        (words, data.clone(), size, Some(data))
                    }
                    _ => {
                        let mut words = vec![STREAM_MAGIC];
                        words.extend(
                            (0..src.below(12)).map(|_| if src.one_in(2) { src.below(12) } else { src.u32() }),
                        );
                        (words, Vec::new(), src.below(256), None)
                    }
                };
                let lost = c.lost;
                let got = batch::HostContext::run_stream(&mut self.view(), r(), words, data, window);
                let c = &mut self.ctxs[ci];
                match (got, expect) {
                    (Ok(w), Some(data)) => {
                        assert!(!lost, "{what}: answered on a lost context");
                        assert_eq!(&w[..data.len()], &data[..], "{what}: the read-back");
                        cov.streams += 1;
                    }
                    (Ok(_), None) => assert!(!lost, "{what}: answered on a lost context"),
                    (Err(e), expect) => {
                        assert!(lost || expect.is_none(), "{what}: {e}");
                        c.refused(&e, RANDOM_STREAM, what, cov);
                    }
                }
                what
            }
            _ => {
                let c = self.ctxs.swap_remove(ci);
                batch::HostContext::drop(&mut self.view(), Resource::new_own(c.rep)).expect("context drop");
                "context drop"
            }
        };
        if let Some((lost_model, live_model)) =
            self.ctxs.iter().find(|c| c.rep == rep).map(|c| (c.lost, c.live.len()))
        {
            let live = batch::HostContext::live(&mut self.view(), r()).expect("context.live");
            let lost = batch::HostContext::lost(&mut self.view(), r()).expect("context.lost");
            assert_eq!(lost.is_some(), lost_model, "{what}: context.lost");
            assert_eq!(live as usize, live_model, "{what}: context.live");
        }
        what
    }
}

/// What may refuse an object made of random bytes (a kind or id, the decoder, a quota, the
/// Guard on a module's text).
const RANDOM_DESC: &[ErrorKind] = &[
    ErrorKind::Refused,
    ErrorKind::Invalid,
    ErrorKind::Quota,
    ErrorKind::Unparsable,
    ErrorKind::Unbounded,
    ErrorKind::Reserved,
    ErrorKind::Unsupported,
];

/// What may refuse a stream of random words.
const RANDOM_STREAM: &[ErrorKind] = &[
    ErrorKind::Invalid,
    ErrorKind::Refused,
    ErrorKind::Quota,
    ErrorKind::Read,
    ErrorKind::Reserved,
    ErrorKind::Unsupported,
];

impl Ctx {
    /// A call on this context was refused: by `lost` if it was lost before, else by one of
    /// `kinds`. Any refusal loses a context: it holds nothing more.
    fn refused(&mut self, e: &wasm_host::Error, kinds: &[ErrorKind], what: &str, cov: &mut Coverage) {
        check_err(e, if self.lost { &[ErrorKind::Lost] } else { kinds }, what);
        self.lost = true;
        self.live.clear();
        self.buffers.clear();
        cov.errors += 1;
    }
}

/// The output shape of a reduction over `axis` of `shape` (`None`: every element) and, for
/// each output element in order, the input indices of its line in fold order.
fn lines(shape: &[u32], axis: Option<u32>) -> (Vec<u32>, Vec<Vec<usize>>) {
    let total: usize = shape.iter().map(|&d| d as usize).product();
    let Some(axis) = axis.map(|a| a as usize).filter(|&a| a < shape.len()) else {
        return (vec![1], vec![(0..total).collect()]);
    };
    let stride: usize = shape[..axis].iter().map(|&d| d as usize).product();
    let extent = shape[axis] as usize;
    let mut out_shape: Vec<u32> =
        shape.iter().enumerate().filter(|&(i, _)| i != axis).map(|(_, &d)| d).collect();
    if out_shape.is_empty() {
        out_shape.push(1);
    }
    let mut lines = Vec::new();
    for base in 0..total {
        // A line starts at each index whose coordinate along the axis is 0.
        if (base / stride).is_multiple_of(extent) {
            lines.push((0..extent).map(|k| base + k * stride).collect());
        }
    }
    (out_shape, lines)
}

fn identity(op: ReduceOp, elem: Elem) -> u32 {
    let signed = matches!(elem, Elem::I32);
    match op {
        ReduceOp::Sum => 0,
        ReduceOp::Product => 1,
        ReduceOp::Min => {
            if signed {
                i32::MAX as u32
            } else {
                u32::MAX
            }
        }
        ReduceOp::Max => {
            if signed {
                i32::MIN as u32
            } else {
                0
            }
        }
    }
}

/// Folds integer words with `op` (wrapping; signed for i32).
fn fold(op: ReduceOp, elem: Elem, words: impl IntoIterator<Item = u32>) -> u32 {
    let signed = matches!(elem, Elem::I32);
    let mut it = words.into_iter();
    let Some(first) = it.next() else { return identity(op, elem) };
    it.fold(first, |acc, w| match op {
        ReduceOp::Sum => acc.wrapping_add(w),
        ReduceOp::Product => acc.wrapping_mul(w),
        ReduceOp::Min if signed => (acc as i32).min(w as i32) as u32,
        ReduceOp::Max if signed => (acc as i32).max(w as i32) as u32,
        ReduceOp::Min => acc.min(w),
        ReduceOp::Max => acc.max(w),
    })
}
