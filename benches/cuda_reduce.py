#!/usr/bin/env python3
"""The CUDA anchor of the reduce bench: what the GPU does with CuPy's own kernels.

The sum of 2^k f32 values (CuPy's `sum`, CUB underneath), a copy of the same array
(`cupy.copyto`), a candidate order (tiles of 4096 folded by a fixed tree, see `TILE`) and the
same fold order as the host's reductions written as one CUDA kernel
per pass (groups of 64 partials, each group over 64 x 256 elements, partial l of a group
folding its elements l, l + 64, ... in order; four loads in flight per turn), timed with CUDA events over REPEAT launches after a
warm-up; the host-order result is checked bit for bit against a NumPy fold of a small array.
Prints the median ms of each over five samples and the bandwidths: bytes read per second for
the sums, read + written for the copy; then `cupy.sum` and the copy by the wall clock as the
reduce bench times the host (launches, then the last sum read back or the device synchronized). Then the scan anchor: CuPy's `cumsum` (an inclusive
sum scan) of 2^(k-1) u32 against a copy of the same bytes.

Run (a machine with an NVIDIA GPU, python3 and CuPy):
    python3 benches/cuda_reduce.py [LOG2 = 27] [REPEAT = 20]
"""

import statistics
import sys
import time

import cupy as cp
import numpy as np

PASS = cp.RawKernel(
    r"""
extern "C" __global__ void pass(const float* src, float* dst, unsigned n, unsigned parts) {
    unsigned me = blockIdx.x * blockDim.x + threadIdx.x;
    if (me >= parts) return;
    unsigned w = parts == 1 ? 1 : 64;
    unsigned base = (me / w) * (w * 256) + me % w;
    unsigned left = n - base;
    float acc = src[base];
    unsigned j = 1;
    for (unsigned t = 0; t < 63; t++) {
        if ((j + 3) * w >= left) break;
        float a = src[base + j * w], b = src[base + (j + 1) * w];
        float c = src[base + (j + 2) * w], d = src[base + (j + 3) * w];
        acc = __fadd_rn(__fadd_rn(__fadd_rn(__fadd_rn(acc, a), b), c), d);
        j += 4;
    }
    for (unsigned t = 0; t < 3; t++) {
        if (j * w >= left) break;
        acc = __fadd_rn(acc, src[base + j * w]);
        j++;
    }
    dst[me] = acc;
}
""",
    "pass",
)


# A candidate fold order for the host's reductions (issue #48, reduce ≥ 0.9 × cupy.sum),
# measured here before it is built in WGSL: tiles of 4096 consecutive elements, one workgroup
# of 256 invocations each; invocation t folds the tile's elements t, t + 256, ..., t + 3840 in
# order (16 loads in flight, adjacent invocations at adjacent addresses), then the 256 partials
# fold by a fixed tree (s = 128, 64, ..., 1: partial t takes t + s where that one has elements).
# One partial per tile; passes until one is left.
TILE = cp.RawKernel(
    r"""
extern "C" __global__ void tile(const float* src, float* dst, unsigned n) {
    __shared__ float sh[256];
    unsigned t = threadIdx.x;
    unsigned base = blockIdx.x * 4096u;
    unsigned left = n - base;
    unsigned have = left < 256u ? left : 256u;
    float v[16];
    #pragma unroll
    for (unsigned i = 0; i < 16; i++) {
        unsigned k = t + 256u * i;
        v[i] = k < left ? src[base + k] : 0.0f;
    }
    float acc = v[0];
    #pragma unroll
    for (unsigned i = 1; i < 16; i++) {
        if (t + 256u * i < left) acc = __fadd_rn(acc, v[i]);
    }
    sh[t] = acc;
    __syncthreads();
    for (unsigned s = 128; s > 0; s >>= 1) {
        if (t < s && t + s < have) sh[t] = __fadd_rn(sh[t], sh[t + s]);
        __syncthreads();
    }
    if (t == 0) dst[blockIdx.x] = sh[0];
}
""",
    "tile",
)


def tile_passes(n):
    out = []
    while n > 1:
        n = (n + 4095) // 4096
        out.append(n)
    return out or [1]


def tile_sum(a, scratch):
    n, src = a.size, a
    for i, parts in enumerate(tile_passes(n)):
        dst = scratch[i][:parts]
        TILE((parts,), (256,), (src, dst, np.uint32(n)))
        src, n = dst, parts
    return src


def numpy_tile_sum(v):
    line = [np.float32(x) for x in v]
    while len(line) > 1:
        new = []
        for b in range(0, len(line), 4096):
            tile = line[b : b + 4096]
            have = min(len(tile), 256)
            sh = []
            for t in range(have):
                acc = tile[t]
                for k in range(t + 256, len(tile), 256):
                    acc = np.float32(acc + tile[k])
                sh.append(acc)
            s = 128
            while s > 0:
                for t in range(s):
                    if t + s < have:
                        sh[t] = np.float32(sh[t] + sh[t + s])
                s //= 2
            new.append(sh[0])
        line = new
    return line[0]


def parts_of(n):
    span = 64 * 256
    return 1 if n <= 256 else (n // span) * 64 + min(n % span, 64)


def members(j, parts, n):
    w = 1 if parts == 1 else 64
    base = (j // w) * w * 256 + j % w
    return [i for i in range(base, base + 256 * w, w) if i < n]


def passes(n):
    out = []
    while True:
        parts = parts_of(n)
        out.append(parts)
        if parts == 1:
            return out
        n = parts


def host_order_sum(a, scratch):
    n, src = a.size, a
    for i, parts in enumerate(passes(n)):
        dst = scratch[i][:parts]
        PASS(((parts + 255) // 256,), (256,), (src, dst, np.uint32(n), np.uint32(parts)))
        src, n = dst, parts
    return src


def numpy_order_sum(v):
    line = list(v)
    for parts in passes(len(line)):
        new = []
        for j in range(parts):
            idx = members(j, parts, len(line))
            acc = np.float32(line[idx[0]])
            for i in idx[1:]:
                acc = np.float32(acc + np.float32(line[i]))
            new.append(acc)
        line = new
    return line[0]


def timed(f, repeat):
    f()
    cp.cuda.Device().synchronize()
    samples = []
    for _ in range(5):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        for _ in range(repeat):
            f()
        end.record()
        end.synchronize()
        samples.append(cp.cuda.get_elapsed_time(start, end) / repeat)
    return statistics.median(samples), min(samples), max(samples)


def wall(f, repeat):
    """Wall-clock ms per launch, measured as the reduce bench measures the host: `repeat`
    launches, then the last one's result read back to the host (a sum's one value, `.get()`)
    or the device synchronized (a copy); median, min, max of five samples."""
    f()
    cp.cuda.Device().synchronize()
    samples = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(repeat):
            last = f()
        if last is None:
            cp.cuda.Device().synchronize()
        else:
            last.get()
        samples.append((time.perf_counter() - start) * 1e3 / repeat)
    return statistics.median(samples), min(samples), max(samples)


def main():
    log2 = int(sys.argv[1]) if len(sys.argv) > 1 else 27
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    small = cp.asarray(np.random.default_rng(5).random(70001, dtype=np.float32) - 0.5)
    scratch_small = [cp.empty(p, dtype=cp.float32) for p in passes(small.size)]
    got = host_order_sum(small, scratch_small).get()[0]
    want = numpy_order_sum(small.get())
    assert got.view(np.uint32) == np.float32(want).view(np.uint32), (got, want)
    tile_small = [cp.empty(p, dtype=cp.float32) for p in tile_passes(small.size)]
    got = tile_sum(small, tile_small).get()[0]
    want = numpy_tile_sum(small.get())
    tile_ok = got.view(np.uint32) == np.float32(want).view(np.uint32)
    if not tile_ok:
        print(f"tile-tree order: the CUDA kernel gave {got}, its NumPy fold {want}: not timed")
    n = 1 << log2
    a = cp.random.rand(n, dtype=cp.float32) - 0.5
    b = cp.empty_like(a)
    scratch = [cp.empty(p, dtype=cp.float32) for p in passes(n)]
    tiles = [cp.empty(p, dtype=cp.float32) for p in tile_passes(n)]
    gb = n * 4 / 1e9
    print(f"{cp.cuda.runtime.getDeviceProperties(0)['name'].decode()}: 2^{log2} f32, {repeat} launches per sample")
    for name, f, moved in [
        ("cupy sum", lambda: a.sum(), gb),
        ("host-order sum (CUDA)", lambda: host_order_sum(a, scratch), gb),
        ("tile-tree order (CUDA)", lambda: tile_sum(a, tiles), gb),
        ("copy", lambda: cp.copyto(b, a), 2 * gb),
    ]:
        if name.startswith("tile") and not tile_ok:
            continue
        med, lo, hi = timed(f, repeat)
        print(f"  {name:24s} median {med:.4f} ms [min {lo:.4f}, max {hi:.4f}]  {moved / med * 1e3:.0f} GB/s")
    # The same by the wall clock, the last result read back (the reduce bench's way).
    for name, f, moved in [
        ("cupy sum, wall", lambda: a.sum(), gb),
        ("copy, wall", lambda: cp.copyto(b, a), 2 * gb),
    ]:
        med, lo, hi = wall(f, repeat)
        print(f"  {name:24s} median {med:.4f} ms [min {lo:.4f}, max {hi:.4f}]  {moved / med * 1e3:.0f} GB/s")
    # The scan anchor: an inclusive sum scan of 2^(k-1) u32 (the reduce bench's scan size)
    # by CuPy's `cumsum` against a copy of the same bytes.
    u = cp.random.randint(0, 1 << 20, size=n // 2, dtype=cp.uint32)
    v = cp.empty_like(u)
    check = cp.cumsum(u[:70001], dtype=cp.uint32).get()
    assert (check == np.cumsum(u[:70001].get(), dtype=np.uint32)).all()
    print(f"2^{log2 - 1} u32")
    for name, f in [
        ("cupy cumsum", lambda: cp.cumsum(u, dtype=cp.uint32, out=v)),
        ("copy", lambda: cp.copyto(v, u)),
    ]:
        med, lo, hi = timed(f, repeat)
        print(f"  {name:24s} median {med:.4f} ms [min {lo:.4f}, max {hi:.4f}]  {gb:.3f} GB read + written")


if __name__ == "__main__":
    main()
