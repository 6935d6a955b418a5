"""A batch context in Python: WebGPU-style objects and one command stream — a storage buffer
scaled in place by a pipeline with an ``override`` constant and a uniform at two dynamic
offsets, the second dispatch's counts written by the stream itself (indirect), the result
copied to a MAP_READ buffer and read back — and the host's errors by case.
examples/js/batch.js does exactly the same and prints exactly the same lines.

    wasm-host run py-batch.wasm [--n 256] [--dump]   (n: a multiple of 64)

``--dump`` also prints the main context's descriptors and its stream as wire words (hex), which
the tests compare with what the host's own encoder (crates/wasm-host-wire) makes.
"""

from array import array

import wasm_host_gpu as gpu
from example_args import failing, options
from wasm_host_gpu import Batch, Recorder, usage

SCALE = """
@group(0) @binding(0) var<storage, read_write> x: array<u32>;
@group(0) @binding(1) var<uniform> k: vec4<u32>;
override add: u32 = 0u;
@compute @workgroup_size(64) fn scale(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&x)) { x[g.x] = x[g.x] * k.x + add; }
}"""


def hex_words(words):
    return " ".join(format(w, "x") for w in words)


class Dumped(Batch):
    """A context that keeps the words of each descriptor it sends."""

    def __init__(self):
        super().__init__()
        self.sent = []

    def _create(self, kind, words):
        self.sent.append(f"desc {kind}: {hex_words(words)}")
        return super()._create(kind, words)


def body():
    o = options({"n": 256, "dump": False})
    n = o["n"]
    b = Dumped()
    x = b.buffer(4 * n, usage.STORAGE | usage.COPY_DST | usage.COPY_SRC)
    k = b.buffer(512, usage.UNIFORM | usage.COPY_DST)
    counts = b.buffer(12, usage.INDIRECT | usage.COPY_DST)
    out = b.buffer(4 * n, usage.MAP_READ | usage.COPY_DST)
    layout = b.bind_group_layout([(0, "storage"), (1, "uniform", True)])
    pipeline = b.compute_pipeline(b.pipeline_layout([layout]), b.shader(SCALE), "scale", {"add": 1})
    group = b.bind_group(layout, [(0, x), (1, k, 0, 16)])
    print(f"batch: {b.live()} objects")

    r = Recorder()
    r.write(x, 0, array("I", range(n)))
    r.write(k, 0, array("I", [3, 0, 0, 0]))
    r.write(k, 256, array("I", [5, 0, 0, 0]))
    r.write(counts, 0, array("I", [n // 64, 1, 1]))
    with r.compute_pass() as p:
        p.set_pipeline(pipeline)
        p.set_bind_group(0, group, [0])
        p.dispatch(n // 64)
        p.set_bind_group(0, group, [256])
        p.dispatch_indirect(counts, 0)
    r.clear(out)
    r.copy(x, 0, out, 0, 4 * n)
    slot = r.read(out, 0, 4 * n)
    v = slot.u32(b.run(r))
    print(f"result: {len(v)} values, sum {sum(v)}, {v[0]} {v[1]} {v[n - 1]}")

    failing("usage", lambda: Batch().buffer(16, usage.MAP_READ | usage.STORAGE))
    gone = Batch()
    buf = gone.buffer(16, usage.MAP_READ | usage.COPY_DST)
    gone.destroy([buf])
    again = Recorder()
    again.read(buf, 0, 16)
    failing("destroyed", lambda: gone.run(again))
    lost = gone.lost()
    print(f"lost: {lost.case if lost else 'no'}")

    small = Batch(max_read=4 * n)
    small_out = small.buffer(4 * n, usage.MAP_READ | usage.COPY_DST)
    twice = Recorder()
    twice.read(small_out, 0, 4 * n)
    twice.read(small_out, 0, 4 * n)
    failing("window", lambda: small.run(twice))
    if o["dump"]:
        for line in b.sent:
            print(line)
        print(f"stream: {hex_words(r.words)}")
        print(f"data: {hex_words(array('I', bytes(r.data)))}")


Run = gpu.main(body)
