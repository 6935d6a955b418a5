#!/usr/bin/env bash
# Builds one fuzz target with coverage instrumentation on this repository's own crates only
# (`fuzz/scoped.sh TARGET`): cargo-fuzz's coverage flags (sancov, 8-bit counters, pc table,
# compare tracing) go to the crates whose sources lie in this repository — the script is
# cargo's RUSTC_WRAPPER and looks at the crate root it compiles (RUSTC_WORKSPACE_WRAPPER would
# reach only the fuzz crate, its workspace's one member) — and the registry crates (wasmtime,
# cranelift, naga, wgpu, …) build without them; every crate gets cargo-fuzz's `--cfg fuzzing`,
# debug assertions and one codegen unit. Why: on the api target most of an execution's time was the
# instrumentation of cranelift's register allocator and naga's lexer (the compare callbacks
# alone ~50 % of the samples, `perf`), which the api target's feedback does not need — its
# subject is the host's state machine, not the compilers (guard_text, guard_ir, cpu_compile keep
# cargo-fuzz's whole-program build). The binary lands in fuzz/target-scoped/…/release/TARGET;
# `fuzz/device.sh pack` takes it with FUZZ_BIN.
#
# The script is its own wrapper: cargo calls it as `scoped.sh …/rustc ARGS…`.
set -euo pipefail
if [[ "${1:-}" == rustc || "${1:-}" == */rustc ]]; then
  repo="$(cd "$(dirname "$0")/.." && pwd)"
  own=0
  for a in "$@"; do
    case "$a" in
      *.rs) case "$(realpath -m "$a")" in "$repo"/*) own=1 ;; esac ;;
    esac
  done
  [ "$own" = 1 ] || exec "$@"
  exec "$@" -Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
    -Cllvm-args=-sanitizer-coverage-trace-compares -Cllvm-args=-simplifycfg-branch-fold-threshold=0
fi
target="${1:?usage: fuzz/scoped.sh TARGET}"
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"
RUSTC_WRAPPER="$here/scoped.sh" \
RUSTFLAGS="--cfg fuzzing -Cdebug-assertions -Ccodegen-units=1" \
  cargo +nightly build --release --config 'profile.release.debug="line-tables-only"' \
  --target x86_64-unknown-linux-gnu --target-dir "$here/target-scoped" --bin "$target"
