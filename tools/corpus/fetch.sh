#!/usr/bin/env bash
# Puts the .wgsl files of a public repository's snapshot under .dev/corpus/NAME (ignored:
# other projects' code is never committed) and prints its revision, for tests/src/bin/corpus.rs.
#
#   tools/corpus/fetch.sh GIT_DIR NAME [REV] [SUBDIR]
#
# GIT_DIR is a bare clone or mirror (the session's `fetch` tool gives one, e.g.
# /work/.mirror/gfx-rs+wgpu/repo); REV defaults to HEAD; SUBDIR limits it to one folder.
# Files named *.expected.* (a compiler's outputs, as in Tint's tests) are left out.
#
# The corpora used so far (docs/design/differential-testing.md):
#   tools/corpus/fetch.sh /work/.mirror/gfx-rs+wgpu/repo wgpu
#   tools/corpus/fetch.sh /work/.mirror/google+dawn/repo tint HEAD test/tint
set -euo pipefail
git_dir=$1
name=$2
rev=${3:-HEAD}
subdir=${4:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
out="$root/.dev/corpus/$name"
rm -rf "$out"
mkdir -p "$out"
mapfile -t files < <(git --git-dir "$git_dir" ls-tree -r --name-only "$rev" $subdir | grep '\.wgsl$' | grep -v '\.expected\.')
git --git-dir "$git_dir" archive "$rev" -- "${files[@]}" | tar -x -C "$out"
echo "$name@$(git --git-dir "$git_dir" rev-parse "$rev") (${#files[@]} .wgsl files in $out)"
