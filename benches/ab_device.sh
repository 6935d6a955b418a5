#!/usr/bin/env bash
# Two builds of the reduce and metal benches side by side on the GPU machine, beside CuPy's
# anchors, in one device call (a change's before and after: "rerun the baseline in the same
# call").
#
# Here, once per build (at the commit before the change, then after it):
#   benches/ab_device.sh pack old [DIR = .ab]
#   benches/ab_device.sh pack new [DIR = .ab]
# (release benches, stripped and gzipped, ~16 MB a build: keep DIR git-ignored and carry it.)
# There (the device tool; carry `.gl` and DIR):
#   benches/ab_device.sh run [DIR = .ab]
# runs, for each build in DIR in turn and twice over, `reduce gpu` at 2^27 f32
# (`REDUCE_LOG2`, `REPEAT`, `RUNS` pass through; default RUNS=20, CuPy's launches per sample)
# keeping its sum, copy and timestamp lines, then `benches/cuda_reduce.py 27` (CUDA events and
# the wall clock), then each build's metal bench once and `benches/cuda_metal.py 27`.
# Output: $OUT/reduce.txt, $OUT/metal.txt, $OUT/cuda.txt.
set -uo pipefail
out="${OUT:-/tmp}"
case "${1:-run}" in
  pack)
    name="${2:?pack NAME (old or new)}"
    dir="${3:-.ab}"
    mkdir -p "$dir"
    for b in reduce metal; do
      cargo bench --no-run -p wasm-host-benches --bench "$b" 2>&1 | tee /tmp/ab_pack.log >/dev/null
      exe=$(sed -n "s/.*Executable benches\/$b.rs (\(.*\))/\1/p" /tmp/ab_pack.log | tail -1)
      strip -o "$dir/$b-$name" "$exe"
      gzip -f "$dir/$b-$name"
    done
    git rev-parse --short HEAD >"$dir/$name.commit"
    ls -la "$dir"
    ;;
  run)
    dir="${2:-.ab}"
    . benches/device_env.sh
    for f in "$dir"/*.gz; do [ -e "$f" ] && gunzip -f "$f"; done
    chmod +x "$dir"/reduce-* "$dir"/metal-* 2>/dev/null
    builds=$(ls "$dir" | sed -n 's/^reduce-\(.*\)$/\1/p')
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | tee "$out/reduce.txt" || true
    for round in 1 2; do
      for b in $builds; do
        echo "== reduce-$b ($(cat "$dir/$b.commit" 2>/dev/null)), round $round" | tee -a "$out/reduce.txt"
        RUNS="${RUNS:-20}" REDUCE_LOG2="${REDUCE_LOG2:-27}" REPEAT="${REPEAT:-7}" \
          timeout 150 "$dir/reduce-$b" gpu 2>&1 | grep -A12 "): sum of" | tee -a "$out/reduce.txt"
      done
    done
    if python3 -c "import cupy" 2>/dev/null; then
      timeout 90 python3 benches/cuda_reduce.py 27 2>&1 | tee "$out/cuda.txt"
    fi
    for b in $builds; do
      echo "== metal-$b ($(cat "$dir/$b.commit" 2>/dev/null))" | tee -a "$out/metal.txt"
      timeout 200 "$dir/metal-$b" 2>&1 | tee -a "$out/metal.txt"
    done
    if python3 -c "import cupy" 2>/dev/null; then
      timeout 60 python3 benches/cuda_metal.py 27 2>&1 | tee -a "$out/cuda.txt"
    fi
    ;;
  *)
    echo "usage: benches/ab_device.sh pack old|new [DIR] | run [DIR]" >&2
    exit 2
    ;;
esac
