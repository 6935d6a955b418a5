#!/usr/bin/env bash
# Issue #48's figures on the GPU machine in one run: the metal bench (bare wgpu beside the
# kernel interface at 1 and 4 elements per invocation, the dispatch floor, transfers), the
# reduce bench's sum and copy, the pipeline bench's stencils and tone chain at 1 and 4
# elements per invocation, the README's jacobi through `wasm-host run` (GPU process on), and
# CuPy's anchors (benches/cuda_metal.py, benches/cuda_reduce.py, benches/cuda_graph.py).
#
# Pack here (release CLI, guests and benches, stripped and gzipped, into the ignored .dev/):
#   cargo build --release -p wasm-host-cli && cargo xtask guests && benches/metal_device.sh pack
# Run there (the device tool, carrying .gl and .dev; the loader recipe of its README first):
#   benches/metal_device.sh run            output in $OUT/run.txt and $OUT/jacobi-calls.txt
#   (SKIP_REDUCE=1 leaves the reduce bench and its anchor out; PIPELINE_VARIANTS lists the
#   pipeline bench's runs as PER:INTERIOR:STEP_FUSION, default "4:0:0 4:0:8": the
#   last one blocks of up to 8 steps, #48 item 5; "none" runs none of them). With the fairness
#   bench packed (issue #52 item 6: small calls beside looping dispatches cut into parts, and
#   what parts cost a looping dispatch that ends), it runs first.
set -uo pipefail
out="${OUT:-/tmp}"
# DEV=FOLDER packs into and runs from another ignored folder than .dev (carry it instead).
dev="${DEV:-.dev}"
case "${1:-run}" in
  pack)
    mkdir -p $dev
    rm -f $dev/*-bench* $dev/wasm-host $dev/wasm-host.gz $dev/jacobi.wasm $dev/pipelines.wasm $dev/hostile.wasm
    for b in metal reduce pipeline fairness; do
      cargo bench --no-run -p wasm-host-benches --bench "$b" 2>&1 | tee /tmp/metal_pack.log >/dev/null
      exe=$(sed -n "s/.*Executable benches\/$b.rs (\(.*\))/\1/p" /tmp/metal_pack.log | tail -1)
      strip -o "$dev/$b-bench" "$exe"
    done
    strip -o $dev/wasm-host target/release/wasm-host
    for g in jacobi pipelines hostile; do cp "target/wasm32-wasip2/release/$g.wasm" $dev/; done
    gzip -f $dev/*-bench $dev/wasm-host
    ls -la $dev
    ;;
  run)
    . benches/device_env.sh
    for f in $dev/*-bench.gz $dev/wasm-host.gz; do gunzip -f "$f"; done
    chmod +x $dev/*-bench $dev/wasm-host
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | tee -a "$out/run.txt" || true
    if [ -x $dev/fairness-bench ]; then
      # The bench finds its looping kernel beside the sources it was built from.
      [ -e /work/main/tests/hostile ] || { mkdir -p /work && ln -sfn "$PWD" /work/main; }
      timeout 240 $dev/fairness-bench $dev $dev/wasm-host 2>&1 | tee -a "$out/run.txt"
    fi
    WASM_HOST_BIN=$dev/wasm-host timeout 150 $dev/metal-bench 2>&1 | tee -a "$out/run.txt"
    python3 -c "import cupy" 2>/dev/null && timeout 60 python3 benches/cuda_metal.py 27 2>&1 | tee -a "$out/run.txt"
    for variant in ${PIPELINE_VARIANTS:-4:0:0 4:0:8}; do
      [ "$variant" = none ] && continue
      IFS=: read -r per interior blocks <<<"$variant"
      echo "pipeline bench, ELEMENTS_PER_INVOCATION=$per UNTESTED_INTERIOR=$interior STEP_FUSION=${blocks:-0}" | tee -a "$out/run.txt"
      STEP_FUSION=${blocks:-0} UNTESTED_INTERIOR=$interior ELEMENTS_PER_INVOCATION=$per PIPELINES_WASM=$dev/pipelines.wasm WASM_HOST_BIN=$dev/wasm-host \
        MODES=unblocked,fused REPEAT=9 WORKLOADS=jacobi,heat,gray-scott,tone \
        timeout 200 $dev/pipeline-bench gpu 2>&1 | tee -a "$out/run.txt"
    done
    python3 -c "import cupy" 2>/dev/null && timeout 90 python3 benches/cuda_graph.py 15 2>&1 | tee -a "$out/run.txt"
    for per in 1 4; do
      for process in on off; do
        echo "README jacobi, --elements-per-invocation $per --gpu-process $process" | tee -a "$out/run.txt"
        benches/jacobi.sh $dev/wasm-host $dev/jacobi.wasm 5 -- --backend gpu --elements-per-invocation "$per" \
          --gpu-process "$process" 2>&1 | grep -v "^pipeline\|^checksum\|^jacobi" | tee -a "$out/run.txt"
      done
    done
    # Where the README jacobi's time goes: each call's time in the GPU process and its round trip.
    RUST_LOG=wasm_host::gpu_calls=debug,wasm_host::gpu_process=debug timeout 60 $dev/wasm-host run --backend gpu \
      $dev/jacobi.wasm --n 1024 --sweeps 512 >"$out/jacobi-calls.txt" 2>&1
    tail -5 "$out/jacobi-calls.txt"
    RUST_LOG=wasm_host::gpu_calls=debug timeout 60 $dev/wasm-host run --backend gpu --gpu-process off \
      $dev/jacobi.wasm --n 1024 --sweeps 512 >"$out/jacobi-calls-in-process.txt" 2>&1
    grep "read" "$out/jacobi-calls-in-process.txt" | tail -3
    [ -n "${SKIP_REDUCE:-}" ] && exit 0
    REDUCE_LOG2=27 REPEAT=7 RUNS=10 timeout 150 $dev/reduce-bench gpu 2>&1 | tee -a "$out/run.txt"
    python3 -c "import cupy" 2>/dev/null && timeout 60 python3 benches/cuda_reduce.py 27 2>&1 | tee -a "$out/run.txt"
    ;;
  *)
    echo "usage: $0 pack|run" >&2
    exit 2
    ;;
esac
