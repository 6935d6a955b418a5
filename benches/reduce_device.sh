#!/usr/bin/env bash
# The reduce bench and the reduce tests on a machine with a GPU that does not build (the
# device tool's H200): `pack` here, then `run` there with the folder carried.
#
#   benches/reduce_device.sh pack [DIR = .dev]   builds the release reduce bench and the reduce
#       tests, strips and gzips them into DIR (about 17 MB; keep DIR git-ignored)
#   benches/reduce_device.sh run [DIR = .dev]    there: unpacks, runs the reduce tests' `gpu::`
#       cases on the device, then `reduce gpu` at 2^27 f32 (scans of 2^26 u32: trees with and
#       without subgroup operations, in one pass by decoupled look-back with and without them,
#       the fixed-order passes and a copy, in the same samples), the scans again with the
#       look-back's other settings (`LOOK_BACKS`, default "32,32 256,4") and
#       CuPy's anchor where CuPy is installed; output under $OUT when set.
#
# The device tool's machines have no Vulkan loader: carry `.gl` too (its README's recipe) and
# `run` unpacks it first. `REDUCE_LOG2`, `REPEAT`, `RUNS` and `LOOK_BACK` pass through to the bench.
set -euo pipefail
cmd="${1:-run}"
dir="${2:-.dev}"
out="${OUT:-/tmp}"
case "$cmd" in
pack)
  mkdir -p "$dir"
  cargo bench --no-run -p wasm-host-benches --bench reduce 2>&1 | tee /tmp/reduce_pack.log >/dev/null
  bench=$(sed -n 's/.*Executable benches\/reduce.rs (\(.*\))/\1/p' /tmp/reduce_pack.log | tail -1)
  cargo test --no-run -p wasm-host-tests --test reduce 2>&1 | tee -a /tmp/reduce_pack.log >/dev/null
  tests=$(sed -n 's/.*Executable tests\/reduce.rs (\(.*\))/\1/p' /tmp/reduce_pack.log | tail -1)
  strip -o "$dir/reduce-bench" "$bench"
  strip -o "$dir/reduce-tests" "$tests"
  gzip -f "$dir/reduce-bench" "$dir/reduce-tests"
  ls -l "$dir"
  ;;
run)
  . benches/device_env.sh
  for f in "$dir"/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
  chmod +x "$dir/reduce-bench" "$dir/reduce-tests"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | tee "$out/gpu.txt" || true
  (cd tests && timeout 300 "../$dir/reduce-tests" gpu:: --test-threads=2 2>&1) | tee "$out/tests.txt" | grep -E "^test |test result|panicked"
  REDUCE_LOG2="${REDUCE_LOG2:-27}" REPEAT="${REPEAT:-7}" RUNS="${RUNS:-10}" timeout 240 "$dir/reduce-bench" gpu 2>&1 | tee "$out/bench.txt"
  # The scans again with the look-back waiting otherwise: smaller windows, less patience.
  for lb in ${LOOK_BACKS:-32,32 256,4}; do
    SCANS_ONLY=1 LOOK_BACK="$lb" REDUCE_LOG2="${REDUCE_LOG2:-27}" REPEAT="${REPEAT:-7}" RUNS="${RUNS:-10}" \
      timeout 120 "$dir/reduce-bench" gpu 2>&1 | tee -a "$out/bench-look-back.txt"
  done
  if python3 -c "import cupy" 2>/dev/null; then
    timeout 120 python3 benches/cuda_reduce.py 27 2>&1 | tee "$out/cuda.txt"
  fi
  ;;
*)
  echo "usage: $0 pack|run [DIR]" >&2
  exit 2
  ;;
esac
