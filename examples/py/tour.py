"""A tour of the rest of the library, for the tests: a kernel of several outputs, a kernel
sized per call, scans, a histogram, reductions over an axis and over everything, a pipeline of
built-in steps, an array's shape and element type, and the host's errors by case.
examples/js/tour.js does exactly the same and prints exactly the same lines.

    wasm-host run py-tour.wasm [--n 40]
"""

from array import array

import wasm_host_gpu as gpu
from example_args import failing, options


def join(values):
    return " ".join(str(v) for v in values)


def body():
    n = options({"n": 40})["n"]
    v = gpu.Array(array("I", range(1, n + 1)))

    kmap = gpu.Kernel("fn kernel(i: u32) -> Outputs { return Outputs(v(i) * v(i), v(i) % 2u); }",
                      params={"v": "u32[1]"}, output=[n], outputs={"sq": "u32", "odd": "u32"})
    out = kmap.map(v)
    print(f"map sq: {join(out['sq'].read())}")
    print(f"map odd: {join(out['odd'].read())}")

    ramp = gpu.Kernel("fn kernel(i: u32) -> u32 { return i * k; }", params={"k": "u32"},
                      output=[0], output_elem="u32")
    print(f"sized: {join(ramp.sized([5], 3).read())}")

    print(f"scan: {join(gpu.scan(v, 'sum').read())}")
    print(f"scan exclusive: {join(gpu.scan(v, 'max', exclusive=True).read())}")
    print(f"histogram: {join(gpu.histogram(v, 4, 1, n + 1).read())}")

    grid = gpu.Array(array("I", range(1, n + 1)), [4, n // 4])
    print(f"grid: shape {join(grid.shape)} {grid.elem}")
    print(f"reduce axis 0: {join(gpu.reduce(grid, 'sum', 0).read())}")
    print(f"reduce max: {join(gpu.reduce(v, 'max').read())}")
    f = gpu.Array(array("f", [3.5, -2.25, 8]))
    print(f"reduce min f32: {join(gpu.reduce(f, 'min').read())}")

    @gpu.Pipeline.trace(timings=True)
    def chain(t):
        s = t.scan(t.input("v", "u32[1]"), "sum")
        return [t.reduce(s, "max"), t.histogram(s, 2, 0, 2 * n * n, "u32")]

    top, halves = chain(v)
    print(f"pipeline: {chain.layout().steps} steps, max {join(top.read())}, halves {join(halves.read())}")
    # What differs by executor is checked here, not printed.
    timed = chain.last_timings()
    if (len(timed["steps"]) != 3) if timed["source"] else not timed["reason"]:
        raise AssertionError(f"timings {timed}")
    # A reason exactly when the plan runs on the generic executor.
    if (chain.executor_kind() == "generic") != (chain.fallback_reason() is not None):
        raise AssertionError(f"fallback {chain.fallback_reason()}")
    if chain.backend()[1] != kmap.backend()[1]:
        raise AssertionError("the pipeline runs elsewhere")
    print(f"limits: {'room for 3 steps' if gpu.max_steps() >= 3 else 'no room'}")

    gone = gpu.Array(array("I", [1, 2]))
    gone.destroy()
    failing("destroyed", gone.read, gpu.RefusedError)
    past = gpu.Kernel("fn kernel(i: u32) -> u32 { return v(i + 1u); }", params={"v": "u32[1]"},
                      output=[n], output_elem="u32")
    failing("strict read", lambda: past(v).read(), gpu.OutOfRangeError)
    failing("wgsl", lambda: gpu.Kernel("fn kernel(i: u32) -> f32 { return nowhere; }", output=[4]),
            gpu.GpuError)
    failing("arguments", lambda: past(v, v), gpu.UsageError)
    failing("axis", lambda: gpu.reduce(v, "sum", 3), gpu.InvalidError)


Run = gpu.main(body)
