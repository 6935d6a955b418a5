// A batch context in JavaScript: WebGPU-style objects and one command stream — a storage
// buffer scaled in place by a pipeline with an `override` constant and a uniform at two
// dynamic offsets, the second dispatch's counts written by the stream itself (indirect), the
// result copied to a MAP_READ buffer and read back — and the host's errors by case.
// examples/py/batch.py does exactly the same and prints exactly the same lines.
//
//   wasm-host run js-batch.wasm [--n 256] [--dump]   (n: a multiple of 64)
//
// `--dump` also prints the main context's descriptors and its stream as wire words (hex), which
// the tests compare with what the host's own encoder (crates/wasm-host-wire) makes.
import { Batch, Recorder, main, usage } from '../../guest-js/gpu.js';
import { failing, options } from './lib/args.js';

const SCALE = `
@group(0) @binding(0) var<storage, read_write> x: array<u32>;
@group(0) @binding(1) var<uniform> k: vec4<u32>;
override add: u32 = 0u;
@compute @workgroup_size(64) fn scale(@builtin(global_invocation_id) g: vec3<u32>) {
    if (g.x < arrayLength(&x)) { x[g.x] = x[g.x] * k.x + add; }
}`;

const hex = (words) => Array.from(words, (w) => w.toString(16)).join(' ');

/** A context that keeps the words of each descriptor it sends. */
class Dumped extends Batch {
  constructor() {
    super();
    this.sent = [];
  }
  create(kind, words) {
    this.sent.push(`desc ${kind}: ${hex(words)}`);
    return super.create(kind, words);
  }
}

export const run = main(() => {
  const { n, dump } = options({ n: 256, dump: false });
  const b = new Dumped();
  const x = b.buffer(4 * n, usage.STORAGE | usage.COPY_DST | usage.COPY_SRC);
  const k = b.buffer(512, usage.UNIFORM | usage.COPY_DST);
  const counts = b.buffer(12, usage.INDIRECT | usage.COPY_DST);
  const out = b.buffer(4 * n, usage.MAP_READ | usage.COPY_DST);
  const layout = b.bindGroupLayout([
    { binding: 0, type: 'storage' },
    { binding: 1, type: 'uniform', dynamic: true },
  ]);
  const pipeline = b.computePipeline(b.pipelineLayout([layout]), b.shader(SCALE), 'scale', { add: 1 });
  const group = b.bindGroup(layout, [{ binding: 0, buffer: x }, { binding: 1, buffer: k, size: 16 }]);
  console.log(`batch: ${b.live()} objects`);

  const r = new Recorder();
  r.write(x, 0, Uint32Array.from({ length: n }, (_, i) => i));
  r.write(k, 0, new Uint32Array([3, 0, 0, 0]));
  r.write(k, 256, new Uint32Array([5, 0, 0, 0]));
  r.write(counts, 0, new Uint32Array([n / 64, 1, 1]));
  r.computePass((pass) => {
    pass.setPipeline(pipeline);
    pass.setBindGroup(0, group, [0]);
    pass.dispatch(n / 64);
    pass.setBindGroup(0, group, [256]);
    pass.dispatchIndirect(counts, 0);
  });
  r.clear(out);
  r.copy(x, 0, out, 0, 4 * n);
  const slot = r.read(out, 0, 4 * n);
  const v = slot.u32(b.run(r));
  let sum = 0;
  for (const e of v) sum += e;
  console.log(`result: ${v.length} values, sum ${sum}, ${v[0]} ${v[1]} ${v[n - 1]}`);

  failing('usage', () => new Batch().buffer(16, usage.MAP_READ | usage.STORAGE));
  const gone = new Batch();
  const buf = gone.buffer(16, usage.MAP_READ | usage.COPY_DST);
  gone.destroy([buf]);
  const again = new Recorder();
  again.read(buf, 0, 16);
  failing('destroyed', () => gone.run(again));
  console.log(`lost: ${gone.lost() ? gone.lost().case : 'no'}`);
  const small = new Batch({ maxRead: 4 * n });
  const smallOut = small.buffer(4 * n, usage.MAP_READ | usage.COPY_DST);
  const twice = new Recorder();
  twice.read(smallOut, 0, 4 * n);
  twice.read(smallOut, 0, 4 * n);
  failing('window', () => small.run(twice));
  if (dump) {
    for (const line of b.sent) console.log(line);
    console.log(`stream: ${hex(r.words)}`);
    console.log(`data: ${hex(new Uint32Array(r.data().buffer))}`);
  }
});
