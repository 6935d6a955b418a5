#!/usr/bin/env bash
# The README jacobi's timed call (1024² × 512 sweeps) through two `wasm-host` binaries,
# alternating, in process and through the GPU process: a change's effect measured side by side
# on one machine (GPU machines differ by more than a change's effect between hosts). Prints each
# run's time and the medians.
#
# Usage: benches/jacobi_ab.sh OLD_BINARY NEW_BINARY [JACOBI_WASM] [ROUNDS=4] [-- extra flags]
set -euo pipefail
old="${1:?usage: benches/jacobi_ab.sh OLD NEW [JACOBI_WASM] [ROUNDS]}"
new="${2:?usage: benches/jacobi_ab.sh OLD NEW [JACOBI_WASM] [ROUNDS]}"
wasm="${3:-target/wasm32-wasip2/release/jacobi.wasm}"
rounds="${4:-4}"
shift $(( $# < 4 ? $# : 4 )) || true
[ "${1:-}" = "--" ] && shift
declare -A times
for _ in $(seq "$rounds"); do
  for v in old new; do
    bin=$old; [ $v = new ] && bin=$new
    for mode in off on; do
      t=$("$bin" run --backend gpu --gpu-process $mode "$@" "$wasm" --n 1024 --sweeps 512 \
        | sed -n 's/^time \([0-9.]*\) ms.*/\1/p')
      echo "$v gpu-process $mode: $t ms"
      times[$v-$mode]+="$t "
    done
  done
done
for key in old-off new-off old-on new-on; do
  printf '%s ' "$key"
  printf '%s\n' ${times[$key]} | sort -n | awk '{a[NR]=$1} END {printf "median %.2f ms (min %.1f, max %.1f, n %d)\n", (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2), a[1], a[NR], NR}'
done
