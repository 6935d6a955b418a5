//! The guests in script languages — JavaScript (`examples/js/` on `guest-js/`, built by
//! componentize-js) and Python (`examples/py/` on `guest-py/`, built by componentize-py), each
//! built by `cargo xtask guests-js`/`guests-py` into `{js,py}-NAME.wasm` — on every executor and
//! through the GPU process, against native oracles: a component made from the same WIT by
//! another language's toolchain runs as a Rust guest does, and the examples of both languages
//! compute the same thing.
//!
//! Without the built components (no npm or python3) these tests say so and pass, except under
//! `CI`, where `cargo xtask test` builds them and their absence fails.

#![allow(clippy::print_stderr)]

use std::path::PathBuf;
use std::sync::OnceLock;

use wasm_host::command;
use wasm_host::config::{Backend, CompileCache};
use wasm_host::{Config, Runtime};
use wasm_host_tests::{check_jacobi, cpu_config, gpu_process, own_runtime, root, run_component};

/// The script languages, by their component prefix.
const LANGUAGES: [&str; 2] = ["js", "py"];

/// Example `name` of language `lang` (`LANG-NAME.wasm`) where it is built; under `CI` it must be.
fn built(lang: &str, name: &str) -> Option<PathBuf> {
    let path = root().join("target/wasm32-wasip2/release").join(format!("{lang}-{name}.wasm"));
    if path.is_file() {
        return Some(path);
    }
    assert!(
        std::env::var_os("CI").is_none(),
        "CI is set and {} is missing: `cargo xtask guests-{lang}` builds it",
        path.display()
    );
    eprintln!("skipped: {} is not built (`cargo xtask guests-{lang}`; needs npm or python3)", path.display());
    None
}

/// The executors of [`executors`] (the cpu executor, its scalar path, wgpu in process) and
/// the GPU in its own process (the host's default), where there is an adapter: runtimes of this
/// file's own that share one compile cache (`target/script-guests-cache`), so each 15–19 MB
/// component is compiled once, not once per runtime and test.
fn every_executor() -> Vec<(&'static str, &'static Runtime)> {
    static RUNTIMES: OnceLock<Vec<(&'static str, Runtime)>> = OnceLock::new();
    let runtimes = RUNTIMES.get_or_init(|| {
        let cached = Config {
            compile_cache: CompileCache::Dir(root().join("target/script-guests-cache")),
            ..Config::default()
        };
        let cpu = |vectorize: bool| {
            let mut config = cpu_config(cached.clone());
            config.cpu.vectorize = vectorize;
            Runtime::new(config).expect("the cpu executor starts")
        };
        let mut out = vec![("cpu", cpu(true)), ("cpu scalar", cpu(false))];
        let gpu = Config { backend: Backend::Gpu, ..cached.clone() };
        if let Some(rt) = own_runtime(gpu.clone()) {
            out.push(("gpu", rt));
        }
        let process = Config { gpu_process: Some(gpu_process(env!("CARGO_BIN_EXE_gpu_process"))), ..gpu };
        if let Some(rt) = own_runtime(process) {
            out.push(("gpu process", rt));
        }
        out
    });
    runtimes.iter().map(|(name, rt)| (*name, rt)).collect()
}

/// The inputs the examples make from `seed` (`examples/{js,py}/lib/`): xorshift32,
/// each value (x >> 8) / 2^24.
fn xorshift_f32(seed: u32, count: usize) -> Vec<f32> {
    let mut x = if seed == 0 { 1 } else { seed };
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 8) as f32 / 16_777_216.0
        })
        .collect()
}

/// The values a guest printed with `--print` on `line` (its last line of `stdout` where given
/// whole), each f32's bits in hex.
fn printed(text: &str) -> Vec<f32> {
    let line = text.lines().last().unwrap_or_default();
    line.split(' ')
        .map(|h| f32::from_bits(u32::from_str_radix(h, 16).unwrap_or_else(|e| panic!("{h:?}: {e}\n{text}"))))
        .collect()
}

/// Jacobi, traced into a pipeline and per pass, against the native oracle; and the host's
/// errors reaching the guest as the language's exceptions by WIT case (`GpuError`,
/// `QuotaError`), which `main` prints as one line before the guest exits 1. One compile of a
/// component per executor (each is 15–19 MB).
#[test]
fn script_jacobi_matches_native_oracle_and_names_errors_on_every_executor() {
    let (n, sweeps, seed) = (48usize, 24usize, 7u32);
    let (u0, q) = (xorshift_f32(seed, n * n), xorshift_f32(seed + 1, n * n));
    for lang in LANGUAGES {
        let Some(path) = built(lang, "jacobi") else { continue };
        for (executor, rt) in every_executor() {
            jacobi_on(lang, &path, executor, rt, (n, sweeps, seed), (&u0, &q));
        }
    }
}

fn jacobi_on(
    lang: &str,
    path: &std::path::Path,
    executor: &str,
    rt: &Runtime,
    (n, sweeps, seed): (usize, usize, u32),
    (u0, q): (&[f32], &[f32]),
) {
    let who = format!("{lang} on {executor}");
    let component = command::load(rt, path).expect("the component loads");
    let name = format!("{lang}-jacobi");
    let run = |args: &[&str]| run_component(rt, &component, &name, args, &[]).expect("the guest runs");
    for per_pass in [false, true] {
        let (n_s, sweeps_s, seed_s) = (n.to_string(), sweeps.to_string(), seed.to_string());
        let mut args = vec!["--n", &n_s, "--sweeps", &sweeps_s, "--seed", &seed_s, "--print"];
        if per_pass {
            args.push("--per-pass");
        }
        let out = run(&args);
        assert_eq!(out.outcome.exit_code, 0, "{who}: {}{}", out.stdout, out.stderr);
        let stats = out.outcome.stats;
        if per_pass {
            assert_eq!((stats.runs, stats.pipeline_runs), (sweeps as u64, 0), "{who}");
        } else {
            assert_eq!((stats.runs, stats.pipeline_runs), (0, 1), "{who}");
            assert!(out.stdout.contains("pipeline: 24 sweeps, 1 kernel, 4 buffers"), "{}", out.stdout);
        }
        eprintln!("{who}, per pass {per_pass}: {}", out.stdout.lines().nth(1).unwrap_or_default());
        check_jacobi(n, sweeps, u0, q, &printed(&out.stdout));
    }
    // A grid past the guest's array quota: `quota`, named, from the host.
    let out = run(&["--n", "60000"]);
    assert_eq!(out.outcome.exit_code, 1, "{who}: {}{}", out.stdout, out.stderr);
    let line = out.stderr.lines().find(|l| l.starts_with("error: ")).unwrap_or_default();
    assert!(line.starts_with("error: quota: "), "{who}: {}", out.stderr);
    // A mistake in the arguments: the guest's own error, the same way.
    let out = run(&["--sweeps", "zero"]);
    assert_eq!(out.outcome.exit_code, 1, "{who}: {}{}", out.stdout, out.stderr);
    assert!(out.stderr.contains("error: --sweeps needs a whole number"), "{who}: {}", out.stderr);
}

/// The image chain's oracle: 3×3 box blur with clamped edges (rows of the window outer, columns
/// inner, as the kernel adds them), then `v² (3 − 2v)`.
fn image_oracle(w: usize, h: usize, img: &[f32]) -> Vec<f32> {
    let at = |x: isize, y: isize| {
        img[y.clamp(0, h as isize - 1) as usize * w + x.clamp(0, w as isize - 1) as usize]
    };
    let mut out = vec![0.0f32; w * h];
    for y in 0..h as isize {
        for x in 0..w as isize {
            let mut s = 0.0f32;
            for dy in 0..3 {
                for dx in 0..3 {
                    s += at(x + dx - 1, y + dy - 1);
                }
            }
            let v = s / 9.0;
            out[y as usize * w + x as usize] = v * v * (3.0 - 2.0 * v);
        }
    }
    out
}

/// examples/{js,py}/image: blur, tone, threshold and a sum in one traced pipeline, against the
/// native oracle on every executor. Tolerance: 1e-5 of the largest value for the image (a GPU
/// may fuse multiply-adds) and for the mean (the sum's order is the host's); the mask exactly,
/// except where the oracle's value lies within that tolerance of the threshold.
#[test]
fn script_image_chain_matches_native_oracle_on_every_executor() {
    let (w, h, seed) = (37usize, 23usize, 5u32);
    let want = image_oracle(w, h, &xorshift_f32(seed, w * h));
    for lang in LANGUAGES {
        let Some(path) = built(lang, "image") else { continue };
        for (executor, rt) in every_executor() {
            image_on(lang, &path, executor, rt, (w, h, seed), &want);
        }
    }
}

fn image_on(
    lang: &str,
    path: &std::path::Path,
    executor: &str,
    rt: &Runtime,
    (w, h, seed): (usize, usize, u32),
    want: &[f32],
) {
    let who = format!("{lang} on {executor}");
    let want_mean = want.iter().map(|&v| f64::from(v)).sum::<f64>() / (w * h) as f64;
    let component = command::load(rt, path).expect("the component loads");
    let (w_s, h_s, seed_s) = (w.to_string(), h.to_string(), seed.to_string());
    let args = ["--w", &w_s, "--h", &h_s, "--seed", &seed_s, "--print"];
    let out = run_component(rt, &component, &format!("{lang}-image"), &args, &[]).expect("the guest runs");
    assert_eq!(out.outcome.exit_code, 0, "{who}: {}{}", out.stdout, out.stderr);
    assert_eq!(out.outcome.stats.pipeline_runs, 1, "{who}");
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{who}: {}", out.stdout);
    let toned = printed(lines[1]);
    let scale = want.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    let err = want.iter().zip(&toned).fold(0.0f32, |m, (a, b)| m.max((a - b).abs())) / scale;
    assert_eq!(toned.len(), want.len(), "{who}");
    assert!(err <= 1e-5, "{who}: the toned image's max relative error {err:e}");
    let mask: Vec<u8> = lines[2].bytes().map(|b| b - b'0').collect();
    assert_eq!(mask.len(), want.len(), "{who}");
    for (i, (&m, &v)) in mask.iter().zip(want).enumerate() {
        if (v - 0.5).abs() > 1e-5 * scale {
            assert_eq!(m, u8::from(v > 0.5), "{who}: mask pixel {i} (oracle value {v})");
        }
    }
    let mean: f64 =
        lines[0].split("mean ").nth(1).and_then(|r| r.split(',').next()).unwrap().parse().unwrap();
    assert!(
        (mean - want_mean).abs() <= 1e-5 * want_mean.abs().max(1e-3),
        "{who}: mean {mean} against {want_mean}"
    );
    let set = mask.iter().filter(|&&m| m == 1).count();
    assert!(lines[0].ends_with(&format!("mask {set} of {}", w * h)), "{who}: {}", lines[0]);
    eprintln!("{who}: {}", lines[0]);
}

/// What examples/{js,py}/tour print for `n` (a multiple of 4), computed natively: the kernel
/// map, the sized kernel, the scans, the histogram, the reductions, the pipeline of built-in
/// steps, and the WIT error case of each failing call.
fn tour_oracle(n: u32) -> String {
    let join = |v: &mut dyn Iterator<Item = u32>| v.map(|x| x.to_string()).collect::<Vec<_>>().join(" ");
    let v: Vec<u32> = (1..=n).collect();
    let scan: Vec<u32> = v
        .iter()
        .scan(0, |s, &x| {
            Some({
                *s += x;
                *s
            })
        })
        .collect();
    let histogram = |values: &[u32], bins: u32, lo: u32, hi: u32| {
        let width = (hi - lo).div_ceil(bins);
        let mut counts = vec![0u32; bins as usize];
        for &x in values.iter().filter(|&&x| x >= lo && x < hi) {
            counts[((x - lo) / width) as usize] += 1;
        }
        counts
    };
    let rows = n / 4;
    let mut out = String::new();
    out += &format!("map sq: {}\n", join(&mut v.iter().map(|x| x * x)));
    out += &format!("map odd: {}\n", join(&mut v.iter().map(|x| x % 2)));
    out += &format!("sized: {}\n", join(&mut (0..5).map(|i| i * 3)));
    out += &format!("scan: {}\n", join(&mut scan.iter().copied()));
    out += &format!("scan exclusive: {}\n", join(&mut (0..n)));
    out += &format!("histogram: {}\n", join(&mut histogram(&v, 4, 1, n + 1).into_iter()));
    out += &format!("grid: shape 4 {rows} u32\n");
    out += &format!(
        "reduce axis 0: {}\n",
        join(&mut (0..rows).map(|y| (0..4).map(|x| v[(y * 4 + x) as usize]).sum()))
    );
    out += &format!("reduce max: {n}\nreduce min f32: -2.25\n");
    let halves = histogram(&scan, 2, 0, 2 * n * n);
    out += &format!(
        "pipeline: 3 steps, max {}, halves {}\n",
        scan[scan.len() - 1],
        join(&mut halves.into_iter())
    );
    out += "limits: room for 3 steps\n";
    out += "error destroyed: refused\nerror strict read: out-of-range\nerror wgsl: invalid\n";
    out += "error arguments: usage\nerror axis: invalid\n";
    out
}

/// examples/{js,py}/tour — every other wrapped WIT function (kernel maps, sized kernels, scans,
/// histograms, reductions by axis, built-in pipeline steps, shapes, destroy) and the errors by
/// case, each language's exception carrying the host's WIT case — print exactly what the
/// native oracle says, on every executor.
#[test]
fn script_tour_matches_native_oracle_on_every_executor() {
    let n = 28u32;
    prints_exactly("tour", &["--n", &n.to_string()], &tour_oracle(n));
}

/// Runs example `name` of each language with `args` on every executor; it must exit 0 and
/// print exactly `want`.
fn prints_exactly(name: &str, args: &[&str], want: &str) {
    for lang in LANGUAGES {
        let Some(path) = built(lang, name) else { continue };
        for (executor, rt) in every_executor() {
            let component = command::load(rt, &path).expect("the component loads");
            let out =
                run_component(rt, &component, &format!("{lang}-{name}"), args, &[]).expect("the guest runs");
            assert_eq!(out.outcome.exit_code, 0, "{lang} on {executor}: {}{}", out.stdout, out.stderr);
            assert_eq!(out.stdout, want, "{lang}-{name} on {executor}");
            eprintln!("{lang}-{name} on {executor}: prints what the oracle does");
        }
    }
}

/// One WIT, three languages: every function of every interface of the host's WIT package
/// (`types` holds no functions) is named in guest-js and guest-py as a call: a method by its
/// name (`.runSized`, `.run_sized`), a static function with its resource (`Kernel.create`), a
/// free function with its interface's module (`witReductions.reduce`, `_reductions.reduce`). A
/// function added to, or renamed in, the WIT fails here until both libraries follow (a text
/// check: it proves the names, not the calls); the tour, the batch example and the others then
/// run the calls on every executor.
#[test]
fn guest_libraries_call_every_function_of_the_wit() {
    let mut resolve = wit_parser::Resolve::default();
    let (package, _) = resolve.push_dir(root().join("wit")).expect("wit/ parses");
    let read = |files: &[&str]| {
        files.iter().map(|f| std::fs::read_to_string(root().join(f)).unwrap()).collect::<String>()
    };
    let libraries = [
        ("guest-js", read(&["guest-js/gpu.js", "guest-js/batch.js", "guest-js/errors.js"])),
        (
            "guest-py",
            read(&[
                "guest-py/wasm_host_gpu/__init__.py",
                "guest-py/wasm_host_gpu/batch.py",
                "guest-py/wasm_host_gpu/errors.py",
            ]),
        ),
    ];
    // `run-sized` → `runSized`.
    let camel = |name: &str| {
        let mut parts = name.split('-');
        let mut out = parts.next().unwrap_or_default().to_string();
        for part in parts {
            let mut chars = part.chars();
            out.extend(chars.next().map(|c| c.to_ascii_uppercase()));
            out.extend(chars);
        }
        out
    };
    // `.name` followed by something that cannot continue an identifier.
    let calls = |text: &str, name: &str| {
        text.match_indices(&format!("{}{name}", if name.contains('.') { "" } else { "." }))
            .any(|(at, m)| !text[at + m.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'))
    };
    let mut checked = 0;
    for (_, interface) in resolve.interfaces.iter().filter(|(_, i)| i.package == Some(package)) {
        let name = interface.name.as_deref().unwrap_or_default();
        for function in interface.functions.values() {
            let item = function.item_name();
            for (library, text) in &libraries {
                let js = *library == "guest-js";
                let method = if js { camel(item) } else { item.replace('-', "_") };
                // Tied to what it belongs to where that has a name in the library: a static
                // function to its resource (`Kernel.create`), a free one to its interface's
                // module (`witReductions.reduce`, `_reductions.reduce`); a method by its name.
                let called = match &function.kind {
                    wit_parser::FunctionKind::Static(r) => {
                        let resource = resolve.types[*r].name.as_deref().unwrap_or_default();
                        format!("{}.{method}", camel(&format!("-{resource}")))
                    }
                    wit_parser::FunctionKind::Freestanding => {
                        if js {
                            format!("wit{}.{method}", camel(&format!("-{name}")))
                        } else {
                            format!("_{name}.{method}")
                        }
                    }
                    _ => method,
                };
                let called = called.trim_start_matches('.');
                assert!(
                    calls(text, called),
                    "{library} does not call `{name}.{item}` of the WIT (as `{called}`): wrap it"
                );
                checked += 1;
            }
        }
    }
    // kernel 6, arrays 5, reductions 3, pipeline 8, batch 6; in two libraries.
    assert_eq!(checked, 2 * 28, "the functions of the WIT's interfaces, in both libraries");
}

/// The shader of examples/{js,py}/batch, as they write it.
const BATCH_SCALE: &str = "
@group(0) @binding(0) var<storage, read_write> x: array<u32>;
@group(0) @binding(1) var<uniform> k: vec4<u32>;
override add: u32 = 0u;
@compute @workgroup_size(64) fn scale(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&x)) { x[g.x] = x[g.x] * k.x + add; }
}";

/// What examples/{js,py}/batch print for `n` with `--dump`: the result (x ← x·3 + 1, then
/// x·5 + 1, from x = 0, 1, ...), the errors by case, and the main context's descriptors and
/// stream as the host's own encoder (`wasm_host_wire`) writes them, in hex words.
fn batch_oracle(n: u32) -> String {
    use wasm_host_wire::{
        BufferBinding, Command, Desc, GroupEntry, LayoutEntry, STREAM_MAGIC, encode_desc, usage,
    };
    let x: Vec<u32> = (0..n).map(|i| (i * 3 + 1) * 5 + 1).collect();
    let hex = |words: &[u32]| words.iter().map(|w| format!("{w:x}")).collect::<Vec<_>>().join(" ");
    let mut out = String::from("batch: 9 objects\n");
    out += &format!(
        "result: {n} values, sum {}, {} {} {}\n",
        x.iter().sum::<u32>(),
        x[0],
        x[1],
        x[n as usize - 1]
    );
    out += "error usage: invalid\nerror destroyed: read\nlost: read\nerror window: read\n";
    // Ids in creation order: x 1, k 2, counts 3, out 4, layout 5, pipeline layout 6, shader 7,
    // pipeline 8, group 9.
    let descs = [
        Desc::Buffer { size: 4 * u64::from(n), usage: usage::STORAGE | usage::COPY_DST | usage::COPY_SRC },
        Desc::Buffer { size: 512, usage: usage::UNIFORM | usage::COPY_DST },
        Desc::Buffer { size: 12, usage: usage::INDIRECT | usage::COPY_DST },
        Desc::Buffer { size: 4 * u64::from(n), usage: usage::MAP_READ | usage::COPY_DST },
        Desc::BindGroupLayout {
            entries: vec![
                LayoutEntry { binding: 0, ty: BufferBinding::Storage, dynamic: false },
                LayoutEntry { binding: 1, ty: BufferBinding::Uniform, dynamic: true },
            ],
        },
        Desc::PipelineLayout { groups: vec![5] },
        Desc::ShaderModule { wgsl: BATCH_SCALE.into() },
        Desc::ComputePipeline {
            layout: 6,
            module: 7,
            entry: "scale".into(),
            constants: vec![("add".into(), 1.0)],
        },
        Desc::BindGroup {
            layout: 5,
            entries: vec![
                GroupEntry { binding: 0, buffer: 1, offset: 0, size: None },
                GroupEntry { binding: 1, buffer: 2, offset: 0, size: Some(16) },
            ],
        },
    ];
    for d in &descs {
        let bytes = encode_desc(d);
        let words: Vec<u32> =
            bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        out += &format!("desc {}: {}\n", d.kind().wire(), hex(&words));
    }
    let bytes = 4 * n;
    let commands = [
        Command::WriteBuffer { buffer: 1, offset: 0, data: (0, bytes) },
        Command::WriteBuffer { buffer: 2, offset: 0, data: (bytes, 16) },
        Command::WriteBuffer { buffer: 2, offset: 256, data: (bytes + 16, 16) },
        Command::WriteBuffer { buffer: 3, offset: 0, data: (bytes + 32, 12) },
        Command::BeginComputePass,
        Command::SetPipeline(8),
        Command::SetBindGroup { index: 0, group: 9, offsets: vec![0] },
        Command::Dispatch([n / 64, 1, 1]),
        Command::SetBindGroup { index: 0, group: 9, offsets: vec![256] },
        Command::DispatchIndirect { buffer: 3, offset: 0 },
        Command::EndComputePass,
        Command::ClearBuffer { buffer: 4, offset: 0, size: None },
        Command::CopyBuffer { src: 1, src_offset: 0, dst: 4, dst_offset: 0, size: u64::from(bytes) },
        Command::ReadBuffer { buffer: 4, offset: 0, size: bytes, window_offset: 0 },
    ];
    let mut words = vec![STREAM_MAGIC];
    for c in &commands {
        c.encode(&mut words);
    }
    out += &format!("stream: {}\n", hex(&words));
    let data: Vec<u32> = (0..n).chain([3, 0, 0, 0, 5, 0, 0, 0, n / 64, 1, 1]).collect();
    out += &format!("data: {}\n", hex(&data));
    out
}

/// examples/{js,py}/batch: a batch context's objects and one stream (dynamic offsets, an
/// `override`, an indirect dispatch whose counts the stream writes, a copy and a read-back) and
/// the host's errors by case print what the native oracle says on every executor; and each
/// language's encoder writes exactly the words the host's own wire crate writes.
#[test]
fn script_batch_matches_native_oracle_and_the_wire_crate_on_every_executor() {
    let n = 128u32;
    prints_exactly("batch", &["--n", &n.to_string(), "--dump"], &batch_oracle(n));
}
