#!/usr/bin/env bash
# Regenerates the seed corpora under fuzz/seeds/ (run from anywhere; run.sh calls it when
# the WGSL targets' seeds are missing):
# - guard_text, cpu_compile (ignored, generated): every .wgsl file of the repository (tracked or not ignored),
#   outside fuzz/, of at most 32 KiB, named by its path, and the WGSL string literals of the
#   Rust sources;
# - wire: hand-encoded valid record sequences (framing in fuzz/src/wire.rs, wire format in
#   docs/design/batch-wire.md), written by the Python below.
# plan and guard_ir take `arbitrary` input: their seeds are a small corpus kept from a run
# (`fuzz/target/x86_64-unknown-linux-gnu/release/TARGET -merge=1 fuzz/seeds/TARGET fuzz/corpus/TARGET`),
# not regenerated here.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"

for t in guard_text cpu_compile; do
    rm -rf "fuzz/seeds/$t"
    mkdir -p "fuzz/seeds/$t"
    git ls-files --cached --others --exclude-standard -- '*.wgsl' ':!fuzz/**' | while read -r f; do
        # Over 32 KiB (the generated wgslsmith programs, 33-190 KiB): left out, to keep seeds small.
        [ "$(stat -c %s "$f")" -le 32768 ] || continue
        cp "$f" "fuzz/seeds/$t/$(echo "$f" | tr '/' '_')"
    done
done

# WGSL embedded in the Rust tests and sources as string literals (format strings get their
# placeholders replaced by 1), for guard_text and cpu_compile.
python3 - <<'PY2'
import re, subprocess, hashlib
files = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", "*.rs", ":!fuzz/**"],
                       capture_output=True, text=True, check=True).stdout.split()
lit = re.compile(r'(?<![\w#])"((?:[^"\\]|\\.)*)"', re.S)
def unescape(t):
    t = re.sub(r'\\\n\s*', '', t)
    return re.sub(r'\\(.)', lambda m: {'n': '\n', 't': '\t', '0': '\0'}.get(m.group(1), m.group(1)), t)
n = 0
for f in sorted(files):
    for m in lit.finditer(open(f).read()):
        t = unescape(m.group(1))
        if "@compute" not in t or len(t) > 65536:
            continue
        if "{{" in t:
            t = re.sub(r'\{[A-Za-z_][A-Za-z_0-9]*(:[^}]*)?\}', '1', t).replace("{{", "{").replace("}}", "}")
        name = f.replace("/", "_").removesuffix(".rs") + "-" + hashlib.sha1(t.encode()).hexdigest()[:8] + ".wgsl"
        for d in ("guard_text", "cpu_compile"):
            open(f"fuzz/seeds/{d}/{name}", "w").write(t)
        n += 1
print(f"{n} WGSL strings from Rust sources")
PY2

rm -rf fuzz/seeds/wire
mkdir -p fuzz/seeds/wire
python3 - fuzz/seeds/wire <<'PY'
import struct, sys, os
out = sys.argv[1]
MAGIC = 0x57480001
MAP_READ, COPY_SRC, COPY_DST, UNIFORM, STORAGE, INDIRECT = 0x1, 0x4, 0x8, 0x40, 0x80, 0x100
ALL_ONES = [0xffffffff, 0xffffffff]

def words(ws): return b"".join(struct.pack("<I", w & 0xffffffff) for w in ws)
def u64(v): return [v & 0xffffffff, v >> 32]
def string(s):
    b = s.encode()
    b += b"\0" * (-len(b) % 4)
    return [len(s.encode())] + [struct.unpack("<I", b[i:i+4])[0] for i in range(0, len(b), 4)]
def f64(v): return list(struct.unpack("<II", struct.pack("<d", v)))
def rec(tag, payload):
    assert len(payload) < 65536
    return bytes([tag]) + struct.pack("<H", len(payload)) + payload
def create(id, kind, desc): return rec(0, words([id, kind]) + words(desc))
def destroy(*ids): return rec(1, words(ids))
def stream(window, data_len, ws): return rec(2, words([window, data_len, MAGIC] + ws))
def decode(ws): return rec(3, words(ws))

def buffer(size, usage): return u64(size) + [usage]
def layout(*entries): return [len(entries)] + [w for e in entries for w in e]
def pipeline(layout, module, entry, constants=()):
    ws = [layout, module] + string(entry) + [len(constants)]
    for name, v in constants: ws += string(name) + f64(v)
    return ws
def group(layout, *entries):
    ws = [layout, len(entries)]
    for binding, buf, offset, size in entries:
        ws += [binding, buf] + u64(offset) + (ALL_ONES if size is None else u64(size))
    return ws

DOUBLE = """@group(0) @binding(0) var<storage, read_write> d: array<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) g: vec3<u32>) { d[g.x] = d[g.x] * 2u; }
"""
LOOPS = """override n: u32 = 8u;
@group(0) @binding(0) var<storage, read_write> d: array<f32>;
@group(0) @binding(1) var<uniform> u: vec4<f32>;
@group(1) @binding(0) var<storage, read> s: array<f32>;
@compute @workgroup_size(8, 8) fn step(@builtin(global_invocation_id) g: vec3<u32>) {
    var acc = 0.0;
    for (var i = 0u; i < n; i++) { acc += s[(g.x + i) % arrayLength(&s)] * u.x; }
    loop { if acc > 10.0 { break; } acc = acc * 2.0 + 1.0; }
    d[g.y * 8u + g.x] = acc;
}
"""

def write(name, *records):
    with open(os.path.join(out, name), "wb") as f:
        f.write(b"".join(records))

# Make, dispatch, copy back, read; then destroy and use what is gone.
write("double",
    create(1, 1, buffer(256, STORAGE | COPY_SRC | COPY_DST)),
    create(2, 1, buffer(256, MAP_READ | COPY_DST)),
    create(3, 2, string(DOUBLE)),
    create(4, 3, layout([0, 0, 0])),
    create(5, 4, [1, 4]),
    create(6, 5, pipeline(5, 3, "main")),
    create(7, 6, group(4, (0, 1, 0, None))),
    stream(256, 256, [1, 1] + u64(0) + [0, 256, 4, 6, 6, 7, 0, 7, 0, 8, 1, 1, 1, 5,
                      2, 1] + u64(0) + [2] + u64(0) + u64(256) + [10, 2] + u64(0) + [256, 0]),
    destroy(7, 1),
    stream(0, 0, [4, 6, 6, 7, 0, 7, 0, 8, 1, 1, 1, 5]))

# Two groups, a uniform, dynamic offsets, overrides, clears and an indirect dispatch.
write("loops_indirect",
    create(1, 1, buffer(1024, STORAGE | COPY_SRC | COPY_DST)),
    create(2, 1, buffer(512, UNIFORM | COPY_DST)),
    create(3, 1, buffer(256, STORAGE | COPY_DST)),
    create(4, 1, buffer(16, INDIRECT | COPY_DST)),
    create(5, 1, buffer(1024, MAP_READ | COPY_DST)),
    create(6, 2, string(LOOPS)),
    create(7, 3, layout([0, 0, 0], [1, 2, 1])),
    create(8, 3, layout([0, 1, 0])),
    create(9, 4, [2, 7, 8]),
    create(10, 5, pipeline(9, 6, "step", [("n", 4.0)])),
    create(11, 6, group(7, (0, 1, 0, None), (1, 2, 0, 16))),
    create(12, 6, group(8, (0, 3, 0, 256))),
    stream(1024, 16, [1, 4] + u64(0) + [0, 12, 1, 2] + u64(0) + [0, 16, 3, 1] + u64(0) + ALL_ONES +
           [4, 6, 10, 7, 0, 11, 1, 256, 7, 1, 12, 0, 8, 2, 1, 1, 9, 4] + u64(0) + [5,
            2, 1] + u64(0) + [5] + u64(0) + u64(1024) + [10, 5] + u64(0) + [512, 0, 10, 5] + u64(512) + [512, 512]),
    destroy(10, 9, 8, 7, 6),
    stream(64, 0, [10, 5] + u64(0) + [64, 0]))

# Every descriptor kind through the decoders, and a stream of every opcode.
write("decode",
    decode(buffer(64, STORAGE)),
    decode(string(DOUBLE)),
    decode(layout([0, 0, 0], [3, 1, 1], [7, 2, 0])),
    decode([3, 1, 2, 3]),
    decode(pipeline(1, 2, "main", [("k", 1.5), ("m", -0.0)])),
    decode(group(1, (0, 2, 256, None), (1, 3, 0, 64))),
    decode([64, MAGIC, 1, 1] + u64(0) + [0, 4, 2, 1] + u64(0) + [2] + u64(4) + u64(4) + [3, 1] + u64(0) + ALL_ONES +
           [4, 6, 1, 7, 0, 1, 1, 256, 8, 1, 2, 3, 9, 1] + u64(0) + [5, 10, 1] + u64(0) + [4, 0]))

# Errors: a lost context, then calls that must answer `lost`.
write("lost",
    create(1, 1, buffer(64, MAP_READ | COPY_DST)),
    stream(64, 0, [10, 1] + u64(0) + [68, 0]),
    create(2, 1, buffer(4, STORAGE)),
    destroy(1))
PY
ls -l fuzz/seeds/*/ | head -5
echo "seeds: $(find fuzz/seeds -type f | wc -l) files, $(du -sh fuzz/seeds | cut -f1)"
