#!/usr/bin/env bash
# Jacobi 1024² × 512 sweeps through `wasm-host run`, per-pass (one kernel run per sweep with
# resident arrays, one read-back at the end), repeated; prints each run's guest-measured time and
# the median. The guest's own figure covers upload, the 512 runs and the read-back; not engine
# start-up or compilation.
#
# Usage: benches/jacobi.sh [HOST_BINARY] [JACOBI_WASM] [REPEATS] [-- extra wasm-host run flags]
set -euo pipefail
host="${1:-target/release/wasm-host}"
wasm="${2:-target/wasm32-wasip2/release/jacobi.wasm}"
repeats="${3:-5}"
shift $(( $# < 3 ? $# : 3 )) || true
[ "${1:-}" = "--" ] && shift
times=()
for _ in $(seq "$repeats"); do
  out=$("$host" run "$@" "$wasm" --n 1024 --sweeps 512)
  echo "$out" | sed -n '1p;2p;3p' >&2
  t=$(echo "$out" | sed -n 's/^time \([0-9.]*\) ms.*/\1/p')
  times+=("$t")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "runs: %d, median %.1f ms, min %.1f ms, max %.1f ms\n", NR, (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2), a[1], a[NR]}'
