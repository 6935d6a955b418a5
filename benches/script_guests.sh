#!/usr/bin/env bash
# The JavaScript and Python guests against the Rust guest of the same program
# (examples/js/jacobi.js, examples/py/jacobi.py and examples/jacobi, all `--per-pass` on a 32² grid, one cpu-executor thread): start-up with an
# empty compile cache (cold) and then warm, three times each, and whole runs of 1 and 8193
# sweeps, five each, in ms. The difference of the two run lengths over 8192 is one kernel call's
# cost, guest side included.
#
#   cargo build --release -p wasm-host-cli && cargo xtask guests && cargo xtask guests-js && cargo xtask guests-py
#   benches/script_guests.sh        (B=path/to/wasm-host to use another host)
set -u
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
B=${B:-$ROOT/target/release/wasm-host}
R=$ROOT/target/wasm32-wasip2/release
t() { local s=$(date +%s%N); "$@" > /dev/null 2>&1; local e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
for g in jacobi js-jacobi py-jacobi; do
  ls -l $R/$g.wasm | awk '{print $5}' | xargs echo "$g bytes"
  for i in 1 2 3; do
    d=$(mktemp -d)
    cold=$(t $B run --backend cpu --threads 1 --cache-dir $d $R/$g.wasm --n 32 --sweeps 1 --per-pass)
    warm=$(t $B run --backend cpu --threads 1 --cache-dir $d $R/$g.wasm --n 32 --sweeps 1 --per-pass)
    rm -rf $d
    echo "$g startup cold ${cold} ms warm ${warm} ms"
  done
done
d=$(mktemp -d)
for g in jacobi js-jacobi py-jacobi; do
  $B run --backend cpu --threads 1 --cache-dir $d $R/$g.wasm --n 32 --sweeps 1 --per-pass > /dev/null 2>&1
  for s in 1 8193; do
    for i in 1 2 3 4 5; do
      echo "$g sweeps $s ms $(t $B run --backend cpu --threads 1 --cache-dir $d $R/$g.wasm --n 32 --sweeps $s --per-pass)"
    done
  done
done
rm -rf $d
