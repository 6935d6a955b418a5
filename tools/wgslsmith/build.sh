#!/usr/bin/env bash
# Builds the WGSLsmith generator + reconditioner (github wgslsmith/wgslsmith) into an ignored folder.
#
# WGSLsmith is not on crates.io and its code is never vendored here. Give this script a git source
# (a URL or a local bare mirror) and, optionally, a revision; it clones into $WGSLSMITH_DIR, deletes
# the `[patch.crates-io]` block of the root Cargo.toml (it points at a git submodule of wgpu that is
# only needed by the Dawn/wgpu harness), and builds `-p wgslsmith` in release, from crates.io alone.
#
#   tools/wgslsmith/build.sh [SOURCE] [REV]
#     SOURCE  default: $WGSLSMITH_SRC, else https://github.com/wgslsmith/wgslsmith
#     REV     default: $WGSLSMITH_REV, else the revision pinned below
#   Output: the path of the binary on stdout's last line ($WGSLSMITH_DIR/target/release/wgslsmith).
#
# The build runs under `nice -n 10` with its own target dir: ~3 min on 2 busy cores (measured 3m10s).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# The revision the committed sample (tests/wgslsmith/seed-*.wgsl) was generated with.
PINNED_REV=cb4d9a8
SRC="${1:-${WGSLSMITH_SRC:-https://github.com/wgslsmith/wgslsmith}}"
REV="${2:-${WGSLSMITH_REV:-$PINNED_REV}}"
DIR="${WGSLSMITH_DIR:-$ROOT/.dev/wgslsmith}"

if [ ! -d "$DIR/.git" ]; then
    mkdir -p "$(dirname "$DIR")"
    # No submodules (external/wgpu and external/dawn serve only the harness), and only the root
    # files and crates/ checked out: tools/ holds Windows DLLs, absent from some mirrors.
    git clone --quiet --no-checkout "$SRC" "$DIR"
    git -C "$DIR" sparse-checkout set crates
fi
git -C "$DIR" fetch --quiet "$SRC" 2>/dev/null || true
git -C "$DIR" checkout --quiet --force --detach "$REV"

# Drop the [patch.crates-io] block (header line up to the next blank line or section).
awk '
    /^\[patch\.crates-io\]/ { skip = 1; next }
    skip && /^\[/ { skip = 0 }
    skip && /^[[:space:]]*$/ { skip = 0; next }
    !skip { print }
' "$DIR/Cargo.toml" > "$DIR/Cargo.toml.new"
mv "$DIR/Cargo.toml.new" "$DIR/Cargo.toml"
if grep -q 'patch.crates-io' "$DIR/Cargo.toml"; then
    echo "build.sh: could not remove [patch.crates-io] from $DIR/Cargo.toml" >&2
    exit 1
fi

(cd "$DIR" && nice -n 10 cargo build -p wgslsmith --release --target-dir "$DIR/target")
echo "$DIR/target/release/wgslsmith"
