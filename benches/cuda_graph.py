#!/usr/bin/env python3
"""The CUDA anchor of the pipeline bench: each workload's per-step kernels as one CUDA graph.

The same arithmetic as the `pipelines` guest's WGSL and the bare wgpu program of
`benches/benches/pipeline.rs` (out-of-range reads are 0; f32; no fused multiply-add, as WGSL
on a Vulkan driver may not contract either), the same 64x4 blocks, one kernel launch per step
(gray-scott: two per step), captured once into a CUDA graph and launched per call; the time is
a graph launch and a synchronize, median over repeats after a warm-up. Each workload is first
checked against a NumPy oracle on a small grid.

Run (a machine with an NVIDIA GPU, python3 and CuPy):
    python3 benches/cuda_graph.py [REPEAT] [WORKLOAD...]
Workloads: jacobi (1024^2 x 512), heat (1024^2 x 1024), gray-scott (512^2 x 1000), tone
(2048^2 x 16 passes of a blur, an exposure and a curve: three launches per pass; it also times
`cuda-fused`, one launch per pass computing the three, what the host's pointwise fusion does).
Prints one line per workload: the median, min and max in ms, and Gcell/s. For jacobi it also
times `cuda-blocked`: the host's temporal blocking written in CUDA (the algorithm of
`host/src/kernel/blocked.rs`: a tile in shared memory, two buffers, k steps per launch, a
barrier between steps), a graph of ceil(512 / k) launches: 64x32 tiles on 32x8 threads (the
host's default) with k = 4 and 7, and 96x64 tiles on 32x32 threads (48 KiB, the most Vulkan
lets a workgroup have there) with k = 7 and 15: what the blocked kernel can reach on this GPU
without wgpu, naga or the Guard.
"""

import statistics
import sys
import time

import cupy as cp
import numpy as np

ALPHA = np.float32(0.2)
TONE = (0.8, 0.1)  # gain, bias (pipeline-oracles' TONE)
GS = (0.037, 0.06, 0.2, 0.1, 1.0)  # feed, kill, du, dv, dt (pipeline-oracles' GS)

HEADER = r"""
__device__ __forceinline__ float at(const float* a, int x, int y, int w, int h) {
    return (x < 0 || y < 0 || x >= w || y >= h) ? 0.0f : a[y * w + x];
}
__device__ __forceinline__ float lap(const float* a, int x, int y, int w, int h) {
    return at(a, x - 1, y, w, h) + at(a, x + 1, y, w, h) + at(a, x, y - 1, w, h)
         + at(a, x, y + 1, w, h) - 4.0f * at(a, x, y, w, h);
}
#define CELL int x = blockIdx.x * blockDim.x + threadIdx.x; int y = blockIdx.y * blockDim.y + threadIdx.y; \
    if (x >= w || y >= h) return;
"""

SOURCE = HEADER + r"""
extern "C" __global__ void jacobi(const float* u, const float* q, float* out, float h2, int w, int h) {
    CELL
    out[y * w + x] = 0.25f * (at(u, x - 1, y, w, h) + at(u, x + 1, y, w, h) + at(u, x, y - 1, w, h)
                     + at(u, x, y + 1, w, h) - h2 * at(q, x, y, w, h));
}
extern "C" __global__ void jacobi_blocked(const float* u, const float* q, float* out, float h2, int w, int h, int k) {
    __shared__ float tile[2][RY][RX];
    int ix = RX - 2 * k, iy = RY - 2 * k;
    int bx = blockIdx.x * ix, by = blockIdx.y * iy, ox = bx - k, oy = by - k;
    for (int ly = threadIdx.y; ly < RY; ly += TY)
        for (int lx = threadIdx.x; lx < RX; lx += 32)
            tile[0][ly][lx] = at(u, ox + lx, oy + ly, w, h);
    __syncthreads();
    int src = 0;
    for (int s = 1; s < k; s++) {
        for (int ly = s + threadIdx.y; ly < RY - s; ly += TY)
            for (int lx = s + threadIdx.x; lx < RX - s; lx += 32) {
                int x = ox + lx, y = oy + ly;
                if (x < 0 || y < 0 || x >= w || y >= h) continue;
                #define T(dx, dy) ((x + dx < 0 || y + dy < 0 || x + dx >= w || y + dy >= h) ? 0.0f : tile[src][ly + dy][lx + dx])
                tile[1 - src][ly][lx] = 0.25f * (T(-1, 0) + T(1, 0) + T(0, -1) + T(0, 1) - h2 * at(q, x, y, w, h));
            }
        __syncthreads();
        src = 1 - src;
    }
    for (int ly = threadIdx.y; ly < iy; ly += TY)
        for (int lx = threadIdx.x; lx < ix; lx += 32) {
            int x = bx + lx, y = by + ly, tx = lx + k, ty = ly + k;
            if (x >= w || y >= h) continue;
            #define S(dx, dy) ((x + dx < 0 || y + dy < 0 || x + dx >= w || y + dy >= h) ? 0.0f : tile[src][ty + dy][tx + dx])
            out[y * w + x] = 0.25f * (S(-1, 0) + S(1, 0) + S(0, -1) + S(0, 1) - h2 * at(q, x, y, w, h));
        }
}
extern "C" __global__ void heat(const float* u, float* out, float alpha, int w, int h) {
    CELL
    out[y * w + x] = at(u, x, y, w, h) + alpha * lap(u, x, y, w, h);
}
__device__ __forceinline__ float blur9(const float* a, int x, int y, int w, int h) {
    float s = 0.0f;
    s += at(a, x - 1, y - 1, w, h) + at(a, x, y - 1, w, h) + at(a, x + 1, y - 1, w, h);
    s += at(a, x - 1, y, w, h) + at(a, x, y, w, h) + at(a, x + 1, y, w, h);
    s += at(a, x - 1, y + 1, w, h) + at(a, x, y + 1, w, h) + at(a, x + 1, y + 1, w, h);
    return s * (1.0f / 9.0f);
}
__device__ __forceinline__ float expose(float v) { return fminf(fmaxf((v + BIAS) * GAIN, 0.0f), 1.0f); }
__device__ __forceinline__ float curve(float v) { return v * v * (3.0f - 2.0f * v); }
extern "C" __global__ void tone_blur(const float* a, float* out, int w, int h) {
    CELL
    out[y * w + x] = blur9(a, x, y, w, h);
}
extern "C" __global__ void tone_expose(const float* a, float* out, int w, int h) {
    CELL
    out[y * w + x] = expose(a[y * w + x]);
}
extern "C" __global__ void tone_curve(const float* a, float* out, int w, int h) {
    CELL
    out[y * w + x] = curve(a[y * w + x]);
}
extern "C" __global__ void tone_fused(const float* a, float* out, int w, int h) {
    CELL
    out[y * w + x] = curve(expose(blur9(a, x, y, w, h)));
}
extern "C" __global__ void gs_u(const float* u, const float* v, float* out, int w, int h) {
    CELL
    float a = at(u, x, y, w, h), b = at(v, x, y, w, h);
    out[y * w + x] = a + DT * (DU * lap(u, x, y, w, h) - a * b * b + GF * (1.0f - a));
}
extern "C" __global__ void gs_v(const float* u, const float* v, float* out, int w, int h) {
    CELL
    float a = at(u, x, y, w, h), b = at(v, x, y, w, h);
    out[y * w + x] = b + DT * (DV * lap(v, x, y, w, h) + a * b * b - (GF + GK) * b);
}
"""


def module(rx=64, ry=32, ty=8):
    gf, gk, du, dv, dt = GS
    defines = "".join(
        f"#define {k} {v!r}f\n"
        for k, v in (("GF", gf), ("GK", gk), ("DU", du), ("DV", dv), ("DT", dt), ("GAIN", TONE[0]), ("BIAS", TONE[1]))
    )
    defines += f"#define RX {rx}\n#define RY {ry}\n#define TY {ty}\n"
    return cp.RawModule(code=defines + SOURCE, options=("--fmad=false",))


def sizes(workload):
    return {"jacobi": (1024, 512), "heat": (1024, 1024), "gray-scott": (512, 1000), "tone": (2048, 16)}[workload]


def np_at(a, dx, dy):
    """a shifted so that out[y, x] = a[y + dy, x + dx], zero outside."""
    out = np.zeros_like(a)
    h, w = a.shape
    ys, xs = slice(max(0, -dy), min(h, h - dy)), slice(max(0, -dx), min(w, w - dx))
    yd, xd = slice(max(0, dy), min(h, h + dy)), slice(max(0, dx), min(w, w + dx))
    out[ys, xs] = a[yd, xd]
    return out


def np_lap(a):
    return np_at(a, -1, 0) + np_at(a, 1, 0) + np_at(a, 0, -1) + np_at(a, 0, 1) - np.float32(4.0) * a


def oracle(workload, n, steps, fields):
    f = [x.copy() for x in fields]
    gf, gk, du, dv, dt = (np.float32(x) for x in GS)
    for _ in range(steps):
        if workload == "jacobi":
            u, q = f
            h2 = np.float32(1.0 / (n * n))
            s = np_at(u, -1, 0) + np_at(u, 1, 0) + np_at(u, 0, -1) + np_at(u, 0, 1)
            f = [np.float32(0.25) * (s - h2 * q), q]
        elif workload == "heat":
            f = [f[0] + ALPHA * np_lap(f[0])]
        elif workload == "tone":
            a = f[0]
            s = np.zeros_like(a)
            for dy in (-1, 0, 1):
                for dx in (-1, 0, 1):
                    s = s + np_at(a, dx, dy)
            v = np.clip((s * np.float32(1.0 / 9.0) + np.float32(TONE[1])) * np.float32(TONE[0]), 0, 1).astype(np.float32)
            f = [v * v * (np.float32(3.0) - np.float32(2.0) * v)]
        else:
            a, b = f
            f = [a + dt * (du * np_lap(a) - a * b * b + gf * (1 - a)), b + dt * (dv * np_lap(b) + a * b * b - (gf + gk) * b)]
    return f[0]


def graph(mod, workload, n, steps, fields, fused=False):
    """Captures `steps` steps into a graph; returns (graph, stream, the buffer of the result).
    A tone step is a pass: three launches, or one (`fused`)."""
    block = (64, 4, 1)
    grid = ((n + 63) // 64, (n + 3) // 4, 1)
    w = h = np.int32(n)
    bufs = [cp.asarray(x) for x in fields]
    stream = cp.cuda.Stream(non_blocking=True)
    with stream:
        if workload == "gray-scott":
            scratch = [cp.empty_like(bufs[0]), cp.empty_like(bufs[1])]
            cur, nxt = bufs, scratch
        else:
            cur, nxt = bufs[0], cp.empty_like(bufs[0])
        stream.begin_capture()
        for _ in range(steps):
            if workload == "jacobi":
                mod.get_function("jacobi")(grid, block, (cur, bufs[1], nxt, np.float32(1.0 / (n * n)), w, h))
                cur, nxt = nxt, cur
            elif workload == "heat":
                mod.get_function("heat")(grid, block, (cur, nxt, ALPHA, w, h))
                cur, nxt = nxt, cur
            elif workload == "tone":
                kernels = ["tone_fused"] if fused else ["tone_blur", "tone_expose", "tone_curve"]
                for k in kernels:
                    mod.get_function(k)(grid, block, (cur, nxt, w, h))
                    cur, nxt = nxt, cur
            else:
                mod.get_function("gs_u")(grid, block, (cur[0], cur[1], nxt[0], w, h))
                mod.get_function("gs_v")(grid, block, (cur[0], cur[1], nxt[1], w, h))
                cur, nxt = nxt, cur
        g = stream.end_capture()
    result = cur[0] if workload == "gray-scott" else cur
    return g, stream, result


def blocked(mod, n, steps, fields, k, rx=64, ry=32, ty=8):
    """Jacobi as ceil(steps / k) blocked launches in one graph (the last takes what is left)."""
    w = h = np.int32(n)
    u, q = (cp.asarray(x) for x in fields)
    stream = cp.cuda.Stream(non_blocking=True)
    with stream:
        cur, nxt = u, cp.empty_like(u)
        stream.begin_capture()
        left = steps
        while left > 0:
            kk = min(k, left)
            grid = ((n + rx - 2 * kk - 1) // (rx - 2 * kk), (n + ry - 2 * kk - 1) // (ry - 2 * kk), 1)
            mod.get_function("jacobi_blocked")(
                grid, (32, ty, 1), (cur, q, nxt, np.float32(1.0 / (n * n)), w, h, np.int32(kk))
            )
            cur, nxt = nxt, cur
            left -= kk
        g = stream.end_capture()
    return g, stream, cur


def error(result, want):
    """The largest difference from the oracle, relative to its largest value."""
    return float(np.max(np.abs(cp.asnumpy(result) - want)) / max(float(np.max(np.abs(want))), 1e-30))


def timed(g, stream, repeat):
    """A warm-up launch, then the median, min and max of `repeat` launches (ms)."""
    g.launch(stream)
    stream.synchronize()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        g.launch(stream)
        stream.synchronize()
        times.append((time.perf_counter() - t) * 1e3)
    return statistics.median(times), min(times), max(times)


def inputs(workload, n, rng):
    r = lambda: rng.random((n, n), dtype=np.float32)
    if workload == "jacobi":
        return [r(), r()]
    if workload == "heat":
        return [r()]
    if workload == "tone":
        return [r() * np.float32(2) - np.float32(1)]
    u = np.ones((n, n), np.float32)
    v = np.zeros((n, n), np.float32)
    c, hw = n // 2, max(n // 10, 1)
    u[c - hw : c + hw, c - hw : c + hw] = 0.5
    v[c - hw : c + hw, c - hw : c + hw] = 0.25
    return [u + np.float32(0.01) * (r() * 2 - 1), v + np.float32(0.01) * r()]


def main():
    args = sys.argv[1:]
    repeat = int(args.pop(0)) if args and args[0].isdigit() else 9
    workloads = args or ["jacobi", "heat", "gray-scott", "tone"]
    mod = module()
    rng = np.random.default_rng(1)
    name = cp.cuda.runtime.getDeviceProperties(0)["name"].decode()
    print(f"CUDA graph anchor on {name}; {repeat} launches per workload, median after a warm-up")
    for workload in workloads:
        # Check on a small grid first.
        small = inputs(workload, 64, rng)
        g, stream, result = graph(mod, workload, 64, 8, small)
        g.launch(stream)
        stream.synchronize()
        err = error(result, oracle(workload, 64, 8, small))
        assert err <= 1e-4, f"{workload}: error {err:e} against the NumPy oracle"
        n, steps = sizes(workload)
        g, stream, result = graph(mod, workload, n, steps, inputs(workload, n, rng))
        med, lo, hi = timed(g, stream, repeat)
        fields = {"gray-scott": 2, "tone": 3}.get(workload, 1)
        gcells = n * n * steps * fields / (med * 1e-3) / 1e9
        print(
            f"{workload} {n}^2 x {steps}: cuda-graph {med:.2f} ms (min {lo:.2f}, max {hi:.2f}), "
            f"{gcells:.1f} Gcell/s, {steps * fields} launches; "
            f"checked at 64^2 x 8: error {err:.1e}"
        )
        if workload == "tone":
            small = inputs(workload, 64, rng)
            g, stream, result = graph(mod, workload, 64, 8, small, fused=True)
            g.launch(stream)
            stream.synchronize()
            err = error(result, oracle(workload, 64, 8, small))
            assert err <= 1e-4, f"cuda-fused tone: error {err:e} against the NumPy oracle"
            g, stream, _ = graph(mod, workload, n, steps, inputs(workload, n, rng), fused=True)
            med, lo, hi = timed(g, stream, repeat)
            print(
                f"{workload} {n}^2 x {steps}: cuda-fused {med:.2f} ms (min {lo:.2f}, max {hi:.2f}), "
                f"{n * n * steps * 3 / (med * 1e-3) / 1e9:.1f} Gcell/s, {steps} launches; "
                f"checked at 64^2 x 8: error {err:.1e}"
            )
        if workload != "jacobi":
            continue
        for k, (rx, ry, ty) in [(4, (64, 32, 8)), (7, (64, 32, 8)), (7, (96, 64, 32)), (15, (96, 64, 32))]:
            bmod = module(rx, ry, ty)
            small = inputs(workload, 64, rng)
            g, stream, result = blocked(bmod, 64, 8, small, k, rx, ry, ty)
            g.launch(stream)
            stream.synchronize()
            err = error(result, oracle(workload, 64, 8, small))
            assert err <= 1e-4, f"cuda-blocked k={k}: error {err:e} against the NumPy oracle"
            g, stream, _ = blocked(bmod, n, steps, inputs(workload, n, rng), k, rx, ry, ty)
            med, lo, hi = timed(g, stream, repeat)
            print(
                f"{workload} {n}^2 x {steps}: cuda-blocked {rx}x{ry} tile, 32x{ty} threads, k={k} {med:.2f} ms (min {lo:.2f}, max {hi:.2f}), "
                f"{n * n * steps / (med * 1e-3) / 1e9:.1f} Gcell/s, {-(-steps // k)} launches; "
                f"checked at 64^2 x 8: error {err:.1e}"
            )


if __name__ == "__main__":
    main()
