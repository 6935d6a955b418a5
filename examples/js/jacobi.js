// Jacobi sweeps of a Poisson problem in JavaScript, as examples/jacobi does in Rust: a pipeline
// traced once (or `--per-pass`: one kernel call per sweep).
//
//   wasm-host run js-jacobi.wasm [--n 64] [--sweeps 32] [--seed 1] [--per-pass] [--print]
//
// The inputs come from a xorshift32 stream of the seed (`u0` from seed, `q` from seed + 1, each
// value (x >>> 8) / 2^24); `--print` prints every result value's bits (hex), for an oracle.
import { gpu, main } from '../../guest-js/gpu.js';
import { options, random } from './lib/args.js';

const SWEEP = `
fn kernel(x: u32, y: u32) -> f32 {
    return 0.25 * (u(x - 1u, y) + u(x + 1u, y) + u(x, y - 1u) + u(x, y + 1u) - h2 * q(x, y));
}`;

export const run = main(() => {
  const o = options({ n: 64, sweeps: 32, seed: 1, perPass: false, print: false });
  const n = o.n;
  const h2 = 1 / (n * n);
  const sweep = gpu.createKernel(SWEEP, {
    name: 'sweep',
    params: { u: 'f32[2]:zero', q: 'f32[2]', h2: 'f32' },
    output: [n, n],
  });
  console.log(`jacobi ${n}x${n}, ${o.sweeps} sweeps on ${sweep.backend().name}`);
  const u0 = gpu.array(random(o.seed, n * n), [n, n]);
  const q = gpu.array(random(o.seed + 1, n * n), [n, n]);
  let result;
  if (o.perPass) {
    let u = u0;
    for (let s = 0; s < o.sweeps; s++) u = sweep(u, q, h2);
    result = u.read();
  } else {
    const solve = gpu.createPipeline((t) => {
      let u = t.input('u', 'f32[2]');
      const qi = t.input('q', 'f32[2]');
      for (let s = 0; s < o.sweeps; s++) u = t.call(sweep, u, qi, h2);
      return u;
    });
    const l = solve.layout();
    console.log(`pipeline: ${l.steps} sweeps, ${l.kernels} kernel, ${l.buffers} buffers`);
    result = solve(u0, q)[0].read();
  }
  let checksum = 0;
  for (const v of result) checksum += v;
  console.log(`checksum ${checksum.toExponential(6)}`);
  if (o.print) {
    const bits = new Uint32Array(result.buffer, result.byteOffset, result.length);
    console.log(Array.from(bits, (b) => b.toString(16)).join(' '));
  }
});
