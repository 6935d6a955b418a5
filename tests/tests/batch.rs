//! Batch command streams through the host: saxpy and jacobi against native oracles, every
//! named error from a real stream or object, the read window at its edges, id isolation
//! between contexts and between guests, `truncated` with `while (true)` and the context lost
//! afterwards, quota given back by lost and dropped contexts (and not by a destroyed buffer a
//! bind group still holds), dispatch sizes under the default bounds (indirect counts checked
//! when they run), WebGPU's validity rules the same on both executors, and the largest legal
//! stream of each command kind answering in seconds; on both executors.

use wasm_host::{Quotas, Runtime};
use wasm_host_tests::*;

fn saxpy_in_one_stream(rt: &Runtime) {
    let run = run_guest(rt, "batch", &["saxpy", "--n", "50000"], &[]).expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("saxpy of 50000 elements in one stream: 0 wrong"), "{}", run.stdout);
    assert_eq!(run.outcome.stats.streams, 1);
    // One dispatch of 782 workgroups of 64 invocations (saxpy's `@workgroup_size(64)`).
    assert_eq!(run.outcome.stats.batch_peak_dispatch, 782 * 64);
    assert_eq!(run.outcome.stats.batch_peak_stream, 782 * 64);
}

fn jacobi_in_one_stream_matches_native_oracle(rt: &Runtime) {
    let dir = scratch_dir("batch-jacobi");
    let (n, sweeps) = (80usize, 33usize);
    let (n_s, sweeps_s) = (n.to_string(), sweeps.to_string());
    let run = run_guest(
        rt,
        "batch",
        &["jacobi", "--n", &n_s, "--sweeps", &sweeps_s, "--seed", "9", "--dump", "/out"],
        &[(dir.clone(), "/out")],
    )
    .expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stdout.contains("33 dispatches in one stream"), "{}", run.stdout);
    // A setup stream (the inputs) and the stream of sweeps.
    assert_eq!((run.outcome.stats.streams, run.outcome.stats.runs), (2, 0));
    let (u0, q, u) = (read_bin::<f32>(&dir, "u0"), read_bin::<f32>(&dir, "q"), read_bin::<f32>(&dir, "u"));
    check_jacobi(n, sweeps, &u0, &q, &u);
    std::fs::remove_dir_all(dir).ok();
}

/// (label printed by `batch errors`, expected error name, text the message must contain)
const ERRORS: &[(&str, &str, &str)] = &[
    ("refused-id-zero", "refused", "object id 0 is outside [1, 64)"),
    ("refused-id-range", "refused", "object id 64 is outside [1, 64)"),
    ("refused-in-use", "refused", "object id 1 is in use"),
    ("refused-kind", "refused", "object kind 9 is unknown"),
    ("refused-wrong-kind", "refused", "object 1 is a buffer, not a bind group layout"),
    ("refused-not-live", "refused", "object 40 is not live"),
    ("destroy-not-live", "refused", "object 50 is not live"),
    ("lost", "lost", "lost by an earlier error: refused: destroy: object 50 is not live"),
    ("lost-reason", "refused", "destroy: object 50 is not live"),
    ("invalid-wgsl", "invalid", "2:7:"),
    ("invalid-usage", "invalid", "buffer usage 0x10"),
    // wgpu's message on the gpu, the cpu backend's own there: both name the missing usage.
    ("invalid-bind-group", "invalid", "STORAGE"),
    ("invalid-entry-point", "invalid", "no compute entry point `nope`"),
    // The reserved group is the device's last: 7 on most GPUs and on the cpu executor.
    ("reserved-layout", "reserved", "a pipeline layout of 8 bind groups reaches group"),
    ("reserved-shader", "reserved", "@group(7) @binding(0)"),
    ("unparsable", "unparsable", "1:8: the `subgroups` enable-extension is not yet supported"),
    ("unbounded-vertex-loop", "unbounded", "Vertex entry point `vs`"),
    ("reserved-set-bind-group", "reserved", "set-bind-group 7"),
    // wgpu's message on the gpu, the cpu backend's own there: both say "conflicting usages".
    ("invalid-aliasing", "invalid", "conflicting usages"),
    ("invalid-indirect-aliasing", "invalid", "conflicting usages"),
    ("stream-unknown-opcode", "invalid", "unknown opcode 99"),
    ("stream-truncated", "invalid", "in the middle of an item"),
    ("stream-no-magic", "invalid", "not the version-1 magic"),
    ("stream-data-range", "invalid", "data bytes 8..24 of a 16-byte blob"),
    ("stream-wrong-kind", "refused", "object 1 is a buffer, not a compute pipeline"),
    ("stream-not-live", "refused", "object 33 is not a live buffer"),
    ("stream-dispatch-outside-pass", "invalid", "outside a compute pass"),
    ("stream-open-pass", "invalid", "ends inside a compute pass"),
    ("quota-workgroups", "quota", "70000 workgroups on axis 0"),
    ("read-window-one-byte-over", "read", "a read window of 257 bytes is over this context's 256 bytes"),
    ("read-past-window", "read", "window bytes 4..260 are outside the 256-byte window"),
    ("read-outside-buffer", "read", "bytes 4..260 are outside buffer 2 (256 bytes"),
    ("read-no-map-read", "read", "lacks MAP_READ"),
    ("read-unknown-buffer", "read", "object 40 is not a live buffer"),
    ("read-overlap", "read", "reads overlap in the window"),
    ("truncated", "truncated", "exhausted its loop budget"),
    ("truncated-then", "lost", "lost by an earlier error: truncated"),
    // A buffer destroyed while a bind group binds it: the group is refused, for the stream.
    (
        "destroyed-bound-buffer",
        "invalid",
        "command 3: set-bind-group 0: bind group 7 binds buffer 1, which was destroyed",
    ),
    // WebGPU's validity, checked by the host: the same message on both executors.
    (
        "invalid-layout-type",
        "invalid",
        "is var<storage, read_write> in the module but var<uniform> in the pipeline layout",
    ),
    ("invalid-offset-alignment", "invalid", "binding 0: offset 4 is not a multiple of 256"),
    ("invalid-binding-index", "invalid", "binding 4294967295: bindings are below 1000"),
    ("invalid-size-zero", "invalid", "binding 0: a size of 0 bytes"),
    ("invalid-map-read-usage", "invalid", "buffer usage 0x81: MAP_READ combines only with COPY_DST"),
    ("invalid-dynamic-offset", "invalid", "set-bind-group 0: dynamic offset 4 of binding 0"),
    ("invalid-incompatible-group", "invalid", "bind group 9 at index 0 was made for a layout other than"),
    ("invalid-group-unset", "invalid", "the pipeline's layout has bind group 1, which is not set"),
];

/// The dispatch-size errors under the default bounds (2^24 invocations per dispatch, 2^30 per
/// stream): a direct dispatch of the guest's doubling pipeline counts 64 invocations per
/// workgroup (its `@workgroup_size(64)`), an indirect one `w` (the device's most).
fn dispatch_size_errors(w: u64) -> Vec<(&'static str, &'static str, String)> {
    let per = (1 << 24) / w;
    vec![
        (
            "quota-dispatch-max",
            "quota",
            format!(
                "command 3: a dispatch of {} invocations is over this context's limit of 16777216",
                65535u64.pow(3) * 64
            ),
        ),
        (
            "quota-dispatch-over",
            "quota",
            format!(
                "command 3: a dispatch of {} invocations is over this context's limit of 16777216",
                4097 * 64 * 64
            ),
        ),
        (
            "quota-indirect-dispatch",
            "quota",
            format!(
                "command 4: an indirect dispatch of {}×1×1 workgroups ({} invocations) is over this context's \
                 limit of 16777216 invocations per dispatch",
                per + 1,
                (per + 1) * w
            ),
        ),
        (
            "quota-indirect-axis",
            "quota",
            "command 4: an indirect dispatch of 70000×1×1 workgroups: 70000 on axis 0".into(),
        ),
        (
            "quota-indirect-stream",
            "quota",
            format!(
                "command 68: an indirect dispatch of 1×1×1 workgroups ({w} invocations) takes the stream over \
                 this context's limit of 1073741824 invocations per stream"
            ),
        ),
    ]
}

fn every_batch_mistake_has_its_named_error(rt: &Runtime) {
    let w = rt.executor().limits().max_workgroup_invocations;
    let run = run_guest(rt, "batch", &["errors", "--per-workgroup", &w.to_string()], &[]).expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = check_named_errors(&run.stdout, ERRORS);
    let sizes = dispatch_size_errors(u64::from(w));
    let sizes: Vec<(&str, &str, &str)> = sizes.iter().map(|(l, n, t)| (*l, *n, t.as_str())).collect();
    check_named_errors(&run.stdout, &sizes);
    let line =
        |label: &str| *lines.get(label).unwrap_or_else(|| panic!("no line for {label}:\n{}", run.stdout));
    // x[i] = 2 x[i] + 1 over 0..64, read back through the window (exactly its size).
    assert_eq!(line("ok-stream"), "ok");
    assert_eq!(line("ok-values"), "1 3 127");
    assert_eq!(line("read-exact-window"), "ok");
    // A lost context holds nothing.
    assert_eq!(line("lost-live"), "0");
    assert_eq!(line("truncated-live"), "0");
    assert_eq!(line("after errors"), "ok");
    assert!(run.outcome.stats.truncated >= 1);
    // The largest indirect use of the stream's bound is fine; counts written by a dispatch of the
    // same pass run exactly (3 workgroups of 64: elements 0..192 become 2·5 + 1).
    assert_eq!(line("indirect-stream-at-limit"), "ok");
    assert_eq!(line("indirect-values"), "11 11 5");
    assert_eq!(line("destroyed-then-unbound"), "ok");
}

/// The largest legal stream of each command kind answers within 30 s (debug build, two
/// cores, lavapipe or the cpu executor), and one command more is `quota`, naming its bound;
/// the guest works afterwards.
fn largest_legal_streams_answer_in_seconds(rt: &Runtime) {
    const BOUND_MS: f64 = 30_000.0;
    let w = rt.executor().limits().max_workgroup_invocations.to_string();
    let run = run_guest(rt, "batch", &["limits", "--per-workgroup", &w], &[]).expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    let over = [
        ("pass", "compute pass 4097 of the stream; at most 4096 passes per stream"),
        ("dispatch", "dispatch 16385 of the stream; at most 16384 dispatches"),
        ("indirect", "dispatch 16385 of the stream; at most 16384 dispatches"),
        ("set-pipeline", "the stream has more than 65536 commands"),
        ("set-bind-group", "the stream has more than 65536 commands"),
        ("write", "the stream has more than 65536 commands"),
        ("copy", "the stream has more than 65536 commands"),
        ("clear", "the stream has more than 65536 commands"),
        ("read", "the stream has more than 65536 commands"),
        ("bytes", "move 4362076160 bytes; at most 4294967296 per stream"),
        ("invocations-dispatch", "over this context's limit of 16777216"),
        ("invocations-stream", "this context's limit is 1073741824 per stream"),
    ];
    for (kind, text) in over {
        let got = lines.get(kind).unwrap_or_else(|| panic!("no line for {kind}:\n{}", run.stdout));
        let ms: f64 = got
            .strip_prefix("ok ")
            .and_then(|t| t.strip_suffix(" ms"))
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("{kind}: `{got}`"));
        assert!(ms < BOUND_MS, "{kind}: the largest legal stream took {ms} ms");
        let label = format!("{kind}-over");
        let got = lines.get(label.as_str()).unwrap_or_else(|| panic!("no line for {label}"));
        assert!(got.starts_with("quota: ") && got.contains(text), "{label}: `{got}`");
    }
    assert_eq!(lines["limits-after"], "ok");
}

fn ids_are_private_to_their_context(rt: &Runtime) {
    let run = run_guest(rt, "batch", &["isolation"], &[]).expect("runs");
    assert_eq!(run.outcome.exit_code, 0, "{}{}", run.stdout, run.stderr);
    let lines = labelled(&run.stdout);
    assert_eq!(lines["isolation-values"], "7 9", "the same ids in two contexts are two objects");
    assert!(lines["isolation-foreign-id"].starts_with("refused: command 0: object 8 is not a live buffer"));
    // The refused context was lost and released its objects; the other kept its own.
    assert_eq!(lines["isolation-live"], "8 0");
}

fn guests_run_streams_at_once_apart(rt: &Runtime) {
    std::thread::scope(|s| {
        let runs: Vec<_> = (0..3).map(|_| s.spawn(|| run_guest(rt, "batch", &["isolation"], &[]))).collect();
        for r in runs {
            let run = r.join().expect("thread").expect("runs");
            assert_eq!(labelled(&run.stdout)["isolation-values"], "7 9", "{}", run.stdout);
        }
    });
}

fn lost_and_dropped_contexts_give_their_buffers_back(rt: &Runtime) {
    let component = wasm_host::command::load(rt, &guest("batch")).expect("loads");
    let stdout = wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16);
    let out = wasm_host::command::run_blocking(
        rt,
        &component,
        wasm_host::command::RunOptions {
            args: vec!["batch".into(), "release".into()],
            stdio: wasm_host::command::Stdio::Capture {
                stdout: stdout.clone(),
                stderr: wasmtime_wasi::p2::pipe::MemoryOutputPipe::new(1 << 16),
            },
            quotas: Some(Quotas { max_array_bytes: 1 << 20, ..Quotas::default() }),
            ..Default::default()
        },
    )
    .expect("runs");
    let text = String::from_utf8_lossy(&stdout.contents()).into_owned();
    assert_eq!(out.exit_code, 0, "{text}");
    let lines = labelled(&text);
    assert!(lines["release-over-quota"].starts_with("quota: a batch buffer of 524288 bytes"), "{text}");
    assert_eq!(lines["release-lost-live"], "0");
    assert_eq!(lines["release-after-lost"], "ok", "the lost context gave its 768 KiB back");
    assert_eq!(lines["release-after-drop"], "ok", "the dropped context gave its 768 KiB back");
    // A destroyed buffer that a bind group binds keeps its memory, and its bytes in the quota,
    // until the group goes too.
    assert!(lines["release-destroyed-bound"].starts_with("quota: a batch buffer of 786432 bytes"), "{text}");
    assert_eq!(lines["release-destroyed-unbound"], "ok");
}

on_both_executors!(
    saxpy_in_one_stream,
    jacobi_in_one_stream_matches_native_oracle,
    every_batch_mistake_has_its_named_error,
    ids_are_private_to_their_context,
    guests_run_streams_at_once_apart,
    lost_and_dropped_contexts_give_their_buffers_back,
    largest_legal_streams_answer_in_seconds,
);
