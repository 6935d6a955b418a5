#!/usr/bin/env bash
# The hardening round's reproductions on a GPU machine, through the GPU process (the command
# line's default) and without it: the project's own `batch errors` (it hung at the 129th batch
# object), 300 objects with no stream, and the modules whose work grows without loops. Prints
# each case's exit code and wall time.
#
# Pack here (release CLI and guests, stripped and gzipped, into the ignored .dev/):
#   cargo build --release -p wasm-host-cli && cargo xtask guests && benches/hardening_device.sh pack
# Run there (the device tool, carrying .gl and .dev; the loader recipe of its README first):
#   benches/hardening_device.sh run
set -euo pipefail
case "${1:-run}" in
  pack)
    mkdir -p .dev
    strip -o .dev/wasm-host target/release/wasm-host
    gzip -f .dev/wasm-host
    for g in batch hostile; do cp "target/wasm32-wasip2/release/$g.wasm" .dev/; done
    ls -la .dev
    ;;
  run)
    [ -x .dev/wasm-host ] || gunzip -kf .dev/wasm-host.gz
    chmod +x .dev/wasm-host
    host=.dev/wasm-host
    "$host" info --backend gpu | head -3
    timed() {
      local label=$1; shift
      local began rc
      began=$(date +%s%N)
      set +e
      timeout 120 "$@" >"/tmp/$label.out" 2>&1
      rc=$?
      set -e
      echo "$label: rc $rc, $(( ($(date +%s%N) - began) / 1000000 )) ms; $(grep -c . "/tmp/$label.out") lines, last: $(tail -1 "/tmp/$label.out")"
    }
    for mode in on off; do
      timed "batch-errors-gpu-process-$mode" "$host" run --backend gpu --gpu-process "$mode" .dev/batch.wasm errors
      timed "creations-300-gpu-process-$mode" "$host" run --backend gpu --gpu-process "$mode" \
        .dev/hostile.wasm creations 300
      timed "calls-multiply-gpu-process-$mode" "$host" run --backend gpu --gpu-process "$mode" \
        --dir tests/hostile::/h .dev/hostile.wasm module /h/module-calls-multiply.wgsl
      timed "huge-const-gpu-process-$mode" "$host" run --backend gpu --gpu-process "$mode" \
        --dir tests/hostile::/h .dev/hostile.wasm module /h/module-huge-const.wgsl
    done
    grep -h '^creations\|^module\|^after' /tmp/creations-300-gpu-process-on.out \
      /tmp/calls-multiply-gpu-process-on.out /tmp/huge-const-gpu-process-on.out
    ;;
esac
