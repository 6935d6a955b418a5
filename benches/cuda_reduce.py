#!/usr/bin/env python3
"""The CUDA anchor of the reduce bench: what the GPU does with CuPy's own kernels.

The sum of 2^k f32 values (CuPy's `sum`, CUB underneath), a copy of the same array
(`cupy.copyto`) and the same fold order as the host's reductions written as one CUDA kernel
per pass (partial j of each pass folds elements j, j + p, j + 2p, ... in order, p = ceil(n /
256); four loads in flight per turn), timed with CUDA events over REPEAT launches after a
warm-up; the host-order result is checked bit for bit against a NumPy fold of a small array.
Prints the median ms of each over five samples and the bandwidths: bytes read per second for
the sums, read + written for the copy.

Run (a machine with an NVIDIA GPU, python3 and CuPy):
    python3 benches/cuda_reduce.py [LOG2 = 27] [REPEAT = 20]
"""

import statistics
import sys

import cupy as cp
import numpy as np

PASS = cp.RawKernel(
    r"""
extern "C" __global__ void pass(const float* src, float* dst, unsigned n, unsigned parts) {
    unsigned me = blockIdx.x * blockDim.x + threadIdx.x;
    if (me >= parts) return;
    unsigned left = n - me;
    float acc = src[me];
    unsigned j = 1;
    for (unsigned t = 0; t < 63; t++) {
        if ((j + 3) * parts >= left) break;
        float a = src[me + j * parts], b = src[me + (j + 1) * parts];
        float c = src[me + (j + 2) * parts], d = src[me + (j + 3) * parts];
        acc = __fadd_rn(__fadd_rn(__fadd_rn(__fadd_rn(acc, a), b), c), d);
        j += 4;
    }
    for (unsigned t = 0; t < 3; t++) {
        if (j * parts >= left) break;
        acc = __fadd_rn(acc, src[me + j * parts]);
        j++;
    }
    dst[me] = acc;
}
""",
    "pass",
)


def passes(n):
    out = []
    while True:
        parts = 1 if n <= 256 else -(-n // 256)
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
            acc = np.float32(line[j])
            for x in line[j + parts :: parts]:
                acc = np.float32(acc + np.float32(x))
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


def main():
    log2 = int(sys.argv[1]) if len(sys.argv) > 1 else 27
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    small = cp.asarray(np.random.default_rng(5).random(70001, dtype=np.float32) - 0.5)
    scratch_small = [cp.empty(p, dtype=cp.float32) for p in passes(small.size)]
    got = host_order_sum(small, scratch_small).get()[0]
    want = numpy_order_sum(small.get())
    assert got.view(np.uint32) == np.float32(want).view(np.uint32), (got, want)
    n = 1 << log2
    a = cp.random.rand(n, dtype=cp.float32) - 0.5
    b = cp.empty_like(a)
    scratch = [cp.empty(p, dtype=cp.float32) for p in passes(n)]
    gb = n * 4 / 1e9
    print(f"{cp.cuda.runtime.getDeviceProperties(0)['name'].decode()}: 2^{log2} f32, {repeat} launches per sample")
    for name, f, moved in [
        ("cupy sum", lambda: a.sum(), gb),
        ("host-order sum (CUDA)", lambda: host_order_sum(a, scratch), gb),
        ("copy", lambda: cp.copyto(b, a), 2 * gb),
    ]:
        med, lo, hi = timed(f, repeat)
        print(f"  {name:24s} median {med:.4f} ms [min {lo:.4f}, max {hi:.4f}]  {moved / med * 1e3:.0f} GB/s")


if __name__ == "__main__":
    main()
