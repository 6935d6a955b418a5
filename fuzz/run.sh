#!/usr/bin/env bash
# Runs one fuzz target for a fixed time: fuzz/run.sh TARGET SECONDS [extra libFuzzer flags]
# The committed seeds (fuzz/seeds/TARGET) are copied into the ignored working corpus
# (fuzz/corpus/TARGET), which keeps what the run finds; crashes land in fuzz/artifacts/TARGET.
# Build flags must match between runs (a change rebuilds everything): no sanitizer (the host is
# safe Rust; ASan halves the speed), debug assertions on (overflow checks, the ledger's double
# release). Runs under `nice -n 10`; the full log is fuzz/artifacts/TARGET/last-run.log.
# FUZZ_NO_BUILD=1 runs the binary already built (fuzz/target/…/release/TARGET) without letting
# cargo rebuild it (while host/src is being edited, each run would otherwise rebuild the host).
# FUZZ_SCOPED=1 builds and runs fuzz/scoped.sh's build instead (coverage on our crates only).
set -euo pipefail
target="${1:?usage: fuzz/run.sh TARGET SECONDS [libFuzzer flags]}"
seconds="${2:?usage: fuzz/run.sh TARGET SECONDS [libFuzzer flags]}"
shift 2
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here"

# The WGSL targets' seeds are the repository's own WGSL (seed.sh copies it): made here, not
# committed twice.
case "$target" in
    guard_text | cpu_compile) [ -d "seeds/$target" ] || ./seed.sh ;;
esac
corpus="corpus/$target"
dirs=("$corpus")
mkdir -p "$corpus" "artifacts/$target"
if [ -d "seeds/$target" ]; then
    cp -n seeds/"$target"/* "$corpus"/ 2>/dev/null || true
    dirs+=("seeds/$target")
fi
flags=(-max_total_time="$seconds" -rss_limit_mb=4096 -timeout=20 -print_final_stats=1
       -artifact_prefix="artifacts/$target/")
case "$target" in
    guard_text | cpu_compile) flags+=(-dict=dict/wgsl.dict -max_len=65536) ;;
    wire) flags+=(-max_len=65536) ;;
    api) flags+=(-max_len=1024) ;;
esac
log="artifacts/$target/last-run.log"
set +e
if [ -n "${FUZZ_SCOPED:-}" ]; then
    # Coverage on this repository's crates only (fuzz/scoped.sh; ~4× the api target's speed).
    [ -n "${FUZZ_NO_BUILD:-}" ] || ./scoped.sh "$target"
    run=(./target-scoped/x86_64-unknown-linux-gnu/release/"$target" "${dirs[@]}")
elif [ -n "${FUZZ_NO_BUILD:-}" ]; then
    run=(./target/x86_64-unknown-linux-gnu/release/"$target" "${dirs[@]}")
else
    run=(cargo +nightly fuzz run -s none -a "$target" "${dirs[@]}" --)
fi
nice -n 10 "${run[@]}" "${flags[@]}" "$@" 2>&1 | tee "$log" | grep -v '^#[0-9]*	\(NEW\|REDUCE\)'
rc=${PIPESTATUS[0]}
set -e
# The summary: libFuzzer's final stats and its last status line.
execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -1)
last=$(grep -E '^#[0-9]+' "$log" | tail -1)
cov=$(echo "$last" | grep -o 'cov: [0-9]*' | cut -d' ' -f2)
ft=$(echo "$last" | grep -o 'ft: [0-9]*' | cut -d' ' -f2)
corp=$(echo "$last" | grep -o 'corp: [0-9]*' | cut -d' ' -f2)
crashes=$(find "artifacts/$target" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l)
echo "SUMMARY target=$target seconds=$seconds execs=${execs:-?} execs/s=${speed:-?} cov=${cov:-?} ft=${ft:-?} corpus=${corp:-?} peak_rss_mb=${rss:-?} crashes(total in artifacts)=$crashes rc=$rc"
exit "$rc"
