// A tour of the rest of the library, for the tests: a kernel of several outputs, a kernel
// sized per call, scans, a histogram, reductions over an axis and over everything, a pipeline
// of built-in steps, an array's shape and element type, and the host's errors by case.
// examples/py/tour.py does exactly the same and prints exactly the same lines.
//
//   wasm-host run js-tour.wasm [--n 40]
import { gpu, main } from '../../guest-js/gpu.js';
import { failing, options } from './lib/args.js';

const join = (a) => Array.from(a).join(' ');

export const run = main(() => {
  const { n } = options({ n: 40 });
  const v = gpu.array(Uint32Array.from({ length: n }, (_, i) => i + 1));

  const map = gpu.createKernel(
    'fn kernel(i: u32) -> Outputs { return Outputs(v(i) * v(i), v(i) % 2u); }',
    { params: { v: 'u32[1]' }, output: [n], outputs: [['sq', 'u32'], ['odd', 'u32']] },
  );
  const { sq, odd } = map.outputs(v);
  console.log(`map sq: ${join(sq.read())}`);
  console.log(`map odd: ${join(odd.read())}`);

  const ramp = gpu.createKernel('fn kernel(i: u32) -> u32 { return i * k; }', {
    params: { k: 'u32' }, output: [0], outputElem: 'u32',
  });
  console.log(`sized: ${join(ramp.sized([5], 3).read())}`);

  console.log(`scan: ${join(gpu.scan(v, 'sum').read())}`);
  console.log(`scan exclusive: ${join(gpu.scan(v, 'max', { exclusive: true }).read())}`);
  console.log(`histogram: ${join(gpu.histogram(v, 4, 1, n + 1).read())}`);

  const grid = gpu.array(Uint32Array.from({ length: n }, (_, i) => i + 1), [4, n / 4]);
  console.log(`grid: shape ${join(grid.shape)} ${grid.elem}`);
  console.log(`reduce axis 0: ${join(gpu.reduce(grid, 'sum', 0).read())}`);
  console.log(`reduce max: ${join(gpu.reduce(v, 'max').read())}`);
  const f = gpu.array(new Float32Array([3.5, -2.25, 8]));
  console.log(`reduce min f32: ${join(gpu.reduce(f, 'min').read())}`);

  const chain = gpu.createPipeline((t) => {
    const s = t.scan(t.input('v', 'u32[1]'), 'sum');
    return [t.reduce(s, 'max'), t.histogram(s, 2, 0, 2 * n * n, 'u32')];
  }, { timings: true });
  const [top, halves] = chain(v);
  console.log(`pipeline: ${chain.layout().steps} steps, max ${join(top.read())}, halves ${join(halves.read())}`);
  // What differs by executor is checked here, not printed.
  const timed = chain.lastTimings();
  const fallback = chain.fallbackReason();
  if (timed.source ? timed.steps.length !== 3 : !timed.reason) throw new Error(`timings ${JSON.stringify(timed)}`);
  // A reason exactly when the plan runs on the generic executor.
  if ((chain.executorKind() === 'generic') !== (fallback !== null)) throw new Error(`fallback ${fallback}`);
  if (chain.backend().name !== map.backend().name) throw new Error('the pipeline runs elsewhere');
  console.log(`limits: ${gpu.maxSteps() >= 3 ? 'room for 3 steps' : 'no room'}`);

  const gone = gpu.array(new Uint32Array([1, 2]));
  gone.destroy();
  failing('destroyed', () => gone.read());
  const past = gpu.createKernel('fn kernel(i: u32) -> u32 { return v(i + 1u); }', {
    params: { v: 'u32[1]' }, output: [n], outputElem: 'u32',
  });
  failing('strict read', () => past(v).read());
  failing('wgsl', () => gpu.createKernel('fn kernel(i: u32) -> f32 { return nowhere; }', { output: [4] }));
  failing('arguments', () => past(v, v));
  failing('axis', () => gpu.reduce(v, 'sum', 3));
});
