"""An image chain in Python: a 3x3 box blur (edges clamped), a tone curve, a threshold into a
mask, and the image's mean — one pipeline traced once, run on a w x h image of the seed's
xorshift32 values (as examples/py/jacobi.py makes them).

    wasm-host run py-image.wasm [--w 96] [--h 64] [--seed 3] [--print]

Prints the mean and the mask's count of set pixels; ``--print`` also prints the toned image's
bits (hex) and the mask, for an oracle.
"""

import wasm_host_gpu as gpu
from example_args import hex_bits, options, random

BLUR = """
fn kernel(x: u32, y: u32) -> f32 {
    var s = 0.0;
    for (var dy = 0u; dy < 3u; dy++) {
        for (var dx = 0u; dx < 3u; dx++) {
            s += img(x + dx - 1u, y + dy - 1u);
        }
    }
    return s / 9.0;
}"""
TONE = "fn kernel(x: u32, y: u32) -> f32 { let v = img(x, y); return v * v * (3.0 - 2.0 * v); }"
THRESHOLD = "fn kernel(x: u32, y: u32) -> u32 { return select(0u, 1u, img(x, y) > level); }"


def body():
    o = options({"w": 96, "h": 64, "seed": 3, "print": False})
    shape = [o["w"], o["h"]]
    blur = gpu.Kernel(BLUR, name="blur", params={"img": "f32[2]:clamp"}, output=shape)
    tone = gpu.Kernel(TONE, name="tone", params={"img": "f32[2]"}, output=shape)
    threshold = gpu.Kernel(THRESHOLD, name="threshold", params={"img": "f32[2]", "level": "f32"},
                           output=shape, output_elem="u32")

    @gpu.Pipeline.trace
    def chain(t):
        toned = t.call(tone, t.call(blur, t.input("img", "f32[2]")))
        return [toned, t.call(threshold, toned, 0.5), t.reduce(toned, "sum")]

    toned, mask, total = chain((random(o["seed"], o["w"] * o["h"]), shape))
    m = mask.read()
    mean = total.read()[0] / (o["w"] * o["h"])
    print(f"image {o['w']}x{o['h']} on {blur.backend()[1]}: mean {mean:.6f}, mask {sum(m)} of {len(m)}")
    if o["print"]:
        print(hex_bits(toned.read()))
        print("".join(str(v) for v in m))


Run = gpu.main(body)
