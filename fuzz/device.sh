#!/usr/bin/env bash
# One fuzz target on the device tool's 16-core machine (it does not build): `pack` here, then
# `run` there with the folder carried.
#
#   fuzz/device.sh pack TARGET [DIR = .dev]   strips and gzips the fuzz build of TARGET
#       (fuzz/target/x86_64-unknown-linux-gnu/release/TARGET, built by
#       `cargo +nightly fuzz build -s none -a TARGET`; FUZZ_BIN=PATH takes another build, such
#       as fuzz/scoped.sh's) and tars the working corpus
#       (fuzz/corpus/TARGET) into DIR (keep DIR git-ignored)
#   fuzz/device.sh run TARGET SECONDS [DIR = .dev]   there: unpacks, runs JOBS (default: the
#       cores) independent long-lived libFuzzer processes (`-jobs=N -workers=N`, not `-fork`:
#       a fork job is a fresh process per unit of work, which costs the api target its kept
#       guests) over one shared corpus for SECONDS, then writes under $OUT: the summed
#       executions (summary.txt), the first job's log, any crash/timeout/oom input, and the
#       grown corpus (corpus.tgz).
#
# The flags are run.sh's (no sanitizer, the same -max_len per target, -rss_limit_mb=4096,
# -timeout=20).
set -euo pipefail
cmd="${1:?usage: fuzz/device.sh pack|run TARGET ...}"
target="${2:?usage: fuzz/device.sh pack|run TARGET ...}"
case "$cmd" in
pack)
  dir="${3:-.dev}"
  mkdir -p "$dir"
  bin="${FUZZ_BIN:-fuzz/target/x86_64-unknown-linux-gnu/release/$target}"
  strip -o "$dir/fuzz-$target" "$bin"
  gzip -f "$dir/fuzz-$target"
  tar -C fuzz/corpus -czf "$dir/fuzz-$target-corpus.tgz" "$target"
  ls -l "$dir/fuzz-$target.gz" "$dir/fuzz-$target-corpus.tgz"
  ;;
run)
  seconds="${3:?usage: fuzz/device.sh run TARGET SECONDS [DIR]}"
  dir="${4:-.dev}"
  out="${OUT:-/tmp}"
  jobs="${JOBS:-$(nproc)}"
  work=/tmp/fuzz-device
  rm -rf "$work" && mkdir -p "$work/artifacts"
  # The binary beside the corpus folder of the same name, not in it.
  gunzip -c "$dir/fuzz-$target.gz" > "$work/fuzz-$target"
  chmod +x "$work/fuzz-$target"
  tar -C "$work" -xzf "$dir/fuzz-$target-corpus.tgz"
  before=$(ls "$work/$target" | wc -l)
  case "$target" in
    api) len=1024 ;;
    *) len=65536 ;;
  esac
  echo "$(date -u +%FT%TZ) $target: $jobs jobs × ${seconds}s, corpus $before inputs, $(nproc) cores"
  # One cpu-executor thread per process: the jobs already take every core.
  (cd "$work" && FUZZ_API_THREADS="${FUZZ_API_THREADS:-1}" ./fuzz-"$target" "$target" -jobs="$jobs" -workers="$jobs" -max_total_time="$seconds" \
     -max_len="$len" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1 \
     -artifact_prefix=artifacts/ > jobs.log 2>&1) || true
  execs=0
  for log in "$work"/fuzz-*.log; do
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    execs=$((execs + ${n:-0}))
  done
  crashes=$(ls "$work/artifacts" | wc -l)
  after=$(ls "$work/$target" | wc -l)
  {
    echo "target $target, $jobs jobs, ${seconds}s each, $(nproc) cores, $(date -u +%FT%TZ)"
    echo "executions (sum of the jobs' final stats): $execs"
    for log in "$work"/fuzz-*.log; do
      printf '%s: ' "$(basename "$log")"
      sed -n 's/^stat::\(number_of_executed_units\|average_exec_per_sec\|peak_rss_mb\): *\(.*\)/\1=\2/p' "$log" | tr '\n' ' '
      grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1
    done
    echo "artifacts (crash/timeout/oom inputs): $crashes"
    echo "corpus: $before -> $after inputs"
  } | tee "$out/summary.txt"
  cp "$work/fuzz-0.log" "$out/fuzz-0.log" 2>/dev/null || true
  if [ "$crashes" -gt 0 ]; then tar -C "$work" -czf "$out/artifacts.tgz" artifacts; fi
  tar -C "$work" -czf "$out/corpus.tgz" "$target"
  ;;
*)
  echo "usage: $0 pack|run TARGET ..." >&2
  exit 2
  ;;
esac
