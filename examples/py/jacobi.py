"""Jacobi sweeps of a Poisson problem in Python, as examples/jacobi does in Rust: a pipeline
traced once (or ``--per-pass``: one kernel call per sweep).

    wasm-host run py-jacobi.wasm [--n 64] [--sweeps 32] [--seed 1] [--per-pass] [--print]

The inputs come from a xorshift32 stream of the seed (``u0`` from seed, ``q`` from seed + 1, each
value (x >> 8) / 2^24); ``--print`` prints every result value's bits (hex), for an oracle.
"""

import wasm_host_gpu as gpu
from example_args import hex_bits, options, random

SWEEP = """
fn kernel(x: u32, y: u32) -> f32 {
    return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));
}"""


def body():
    o = options({"n": 64, "sweeps": 32, "seed": 1, "per_pass": False, "print": False})
    n = o["n"]
    h2 = 1 / (n * n)
    sweep = gpu.Kernel(SWEEP, name="sweep", params={"u": "f32[2]:zero", "q": "f32[2]", "h2": "f32"},
                       output=[n, n])
    print(f"jacobi {n}x{n}, {o['sweeps']} sweeps on {sweep.backend()[1]}")
    u0 = gpu.Array(random(o["seed"], n * n), [n, n])
    q = gpu.Array(random(o["seed"] + 1, n * n), [n, n])
    if o["per_pass"]:
        u = u0
        for _ in range(o["sweeps"]):
            u = sweep(u, q, h2)
        result = u.read()
    else:
        @gpu.Pipeline.trace
        def solve(t):
            u, qi = t.input("u", "f32[2]"), t.input("q", "f32[2]")
            for _ in range(o["sweeps"]):
                u = t.call(sweep, u, qi, h2)
            return u

        layout = solve.layout()
        print(f"pipeline: {layout.steps} sweeps, {layout.kernels} kernel, {layout.buffers} buffers")
        result = solve(u0, q)[0].read()
    print(f"checksum {sum(result):.6e}")
    if o["print"]:
        print(hex_bits(result))


Run = gpu.main(body)
