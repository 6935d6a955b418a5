#!/usr/bin/env python3
"""The CUDA anchors of the metal bench (benches/benches/metal.rs), with CuPy on the same GPU.

A copy of 2^k f32 (`cupy.copyto`, timed with CUDA events over REPEAT launches after a warm-up;
GB/s read + written), and transfers of 4 MiB and 64 MiB between pageable NumPy memory and the
device (`cupy.asarray` then a synchronize; `ndarray.get()`), timed on the wall clock. Medians
over five samples, with min and max.

Run (a machine with an NVIDIA GPU, python3 and CuPy):
    python3 benches/cuda_metal.py [LOG2 = 27] [REPEAT = 20]
"""

import statistics
import sys
import time

import cupy as cp
import numpy as np


def spread(samples):
    return f"median {statistics.median(samples):.4f} ms [min {min(samples):.4f}, max {max(samples):.4f}; n {len(samples)}]"


def main():
    log2 = int(sys.argv[1]) if len(sys.argv) > 1 else 27
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    n = 1 << log2
    a = cp.arange(n, dtype=cp.float32)
    o = cp.empty_like(a)
    cp.copyto(o, a)
    cp.cuda.Device().synchronize()
    samples = []
    for _ in range(5):
        start, end = cp.cuda.Event(), cp.cuda.Event()
        start.record()
        for _ in range(repeat):
            cp.copyto(o, a)
        end.record()
        end.synchronize()
        samples.append(cp.cuda.get_elapsed_time(start, end) / repeat)
    ms = statistics.median(samples)
    print(f"cupy copy of 2^{log2} f32  {spread(samples)}  {8 * n / ms / 1e6:.1f} GB/s")
    for mib in (4, 64):
        host = np.full(mib << 18, 7, dtype=np.uint32)
        runs = 20 if mib == 4 else 5
        dev = cp.asarray(host)
        cp.cuda.Device().synchronize()
        up, down = [], []
        for _ in range(5):
            t = time.perf_counter()
            for _ in range(runs):
                dev = cp.asarray(host)
                cp.cuda.Device().synchronize()
            up.append((time.perf_counter() - t) * 1e3 / runs)
            t = time.perf_counter()
            for _ in range(runs):
                back = dev.get()
            down.append((time.perf_counter() - t) * 1e3 / runs)
        assert back[0] == 7
        print(f"cupy upload of {mib} MiB (pageable)  {spread(up)}  {mib * 1.048576 / statistics.median(up):.2f} GB/s")
        print(f"cupy read-back of {mib} MiB (pageable)  {spread(down)}  {mib * 1.048576 / statistics.median(down):.2f} GB/s")


if __name__ == "__main__":
    main()
