// An image chain in JavaScript: a 3×3 box blur (edges clamped), a tone curve, a threshold into
// a mask, and the image's mean — one pipeline traced once, run on a w×h image of the seed's
// xorshift32 values (as examples/js/jacobi.js makes them).
//
//   wasm-host run js-image.wasm [--w 96] [--h 64] [--seed 3] [--print]
//
// Prints the mean and the mask's count of set pixels; `--print` also prints the toned image's
// bits (hex) and the mask, for an oracle.
import { gpu, main } from '../../guest-js/gpu.js';
import { options, random } from './lib/args.js';

const BLUR = `
fn kernel(x: u32, y: u32) -> f32 {
    var s = 0.0;
    for (var dy = 0u; dy < 3u; dy++) {
        for (var dx = 0u; dx < 3u; dx++) {
            s += img(x + dx - 1u, y + dy - 1u);
        }
    }
    return s / 9.0;
}`;
const TONE = 'fn kernel(x: u32, y: u32) -> f32 { let v = img(x, y); return v * v * (3.0 - 2.0 * v); }';
const THRESHOLD = 'fn kernel(x: u32, y: u32) -> u32 { return select(0u, 1u, img(x, y) > level); }';

export const run = main(() => {
  const o = options({ w: 96, h: 64, seed: 3, print: false });
  const shape = [o.w, o.h];
  const blur = gpu.createKernel(BLUR, { name: 'blur', params: { img: 'f32[2]:clamp' }, output: shape });
  const tone = gpu.createKernel(TONE, { name: 'tone', params: { img: 'f32[2]' }, output: shape });
  const threshold = gpu.createKernel(THRESHOLD, {
    name: 'threshold', params: { img: 'f32[2]', level: 'f32' }, output: shape, outputElem: 'u32',
  });
  const chain = gpu.createPipeline((t) => {
    const toned = t.call(tone, t.call(blur, t.input('img', 'f32[2]')));
    return [toned, t.call(threshold, toned, 0.5), t.reduce(toned, 'sum')];
  });
  const [toned, mask, sum] = chain({ data: random(o.seed, o.w * o.h), shape });
  const m = mask.read();
  let set = 0;
  for (const v of m) set += v;
  console.log(`image ${o.w}x${o.h} on ${blur.backend().name}: mean ${(sum.read()[0] / (o.w * o.h)).toFixed(6)}, mask ${set} of ${m.length}`);
  if (o.print) {
    const t = toned.read();
    console.log(Array.from(new Uint32Array(t.buffer, t.byteOffset, t.length), (b) => b.toString(16)).join(' '));
    console.log(Array.from(m).join(''));
  }
});
