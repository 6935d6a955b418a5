// wasm-host's GPU interfaces for JavaScript guests, in gpu.js's shape: kernels are callable
// functions of WGSL bodies, arrays live on the host, pipelines are traced once and run whole.
//
// A guest is an ES module built into a component with componentize-js against the WIT world
// `wasm-host:gpu/guest` (`cargo xtask guests-js` builds the examples; see guest-js/README.md).
// The WIT imports below are bound by componentize-js; everything else is plain JavaScript.

import { Kernel as WitKernel } from 'wasm-host:gpu/kernel@0.1.0';
import { Array as WitArray } from 'wasm-host:gpu/arrays@0.1.0';
import * as witPipeline from 'wasm-host:gpu/pipeline@0.1.0';
import * as witReductions from 'wasm-host:gpu/reductions@0.1.0';
import { GpuError, host, usageError } from './errors.js';

export { GpuError };
export { Batch, Recorder, usage } from './batch.js';

/** The element types, and the typed arrays that carry them. */
const TYPED = { f32: Float32Array, i32: Int32Array, u32: Uint32Array };
const EDGES = ['zero', 'clamp', 'wrap', 'strict'];
const OPS = ['sum', 'min', 'max', 'product'];

function elemOf(name, where) {
  if (typeof name !== 'string' || !Object.hasOwn(TYPED, name)) throw usageError(`${where}: element type ${JSON.stringify(name)} is not f32, i32 or u32`);
  return name;
}

function shapeOf(shape, where) {
  if (!Array.isArray(shape) && !(shape instanceof Uint32Array)) throw usageError(`${where}: a shape is an array of extents`);
  if (shape.length < 1 || shape.length > 3) throw usageError(`${where}: a shape has 1 to 3 extents, not ${shape.length}`);
  for (const e of shape) {
    if (!Number.isInteger(e) || e < 0 || e >= 2 ** 32) throw usageError(`${where}: extents are whole numbers below 2^32, not ${e}`);
  }
  return Uint32Array.from(shape);
}

function opOf(op, where) {
  if (!OPS.includes(op)) throw usageError(`${where}: op ${JSON.stringify(op)} is not one of ${OPS.join(', ')}`);
  return op;
}

function elemOfTyped(data, where) {
  for (const [elem, T] of Object.entries(TYPED)) if (data instanceof T) return elem;
  throw usageError(`${where}: data is a Float32Array, Int32Array or Uint32Array`);
}

/**
 * A parameter's declaration: `'f32'` (a scalar), `'f32[2]'` (an array of rank 2, a read
 * outside it an error), `'f32[2]:zero'` (reads outside give 0; also `clamp`, `wrap`,
 * `strict`), or `{ elem, rank, edge }`.
 */
function paramOf(name, decl) {
  const where = `parameter ${name}`;
  if (typeof decl === 'string') {
    const m = decl.match(/^(f32|i32|u32)(?:\[([123])\](?::(zero|clamp|wrap|strict))?)?$/);
    if (!m) throw usageError(`${where}: ${JSON.stringify(decl)} is not like 'f32', 'f32[2]' or 'f32[2]:zero'`);
    if (!m[2]) return { name, kind: { tag: 'scalar', val: m[1] } };
    return { name, kind: { tag: 'array', val: { elem: m[1], rank: Number(m[2]), edge: m[3] || 'strict' } } };
  }
  if (decl && typeof decl === 'object') {
    const rank = decl.rank ?? 0;
    if (rank === 0) return { name, kind: { tag: 'scalar', val: elemOf(decl.elem, where) } };
    if (![1, 2, 3].includes(rank)) throw usageError(`${where}: rank ${rank} is not 1, 2 or 3`);
    const edge = decl.edge ?? 'strict';
    if (!EDGES.includes(edge)) throw usageError(`${where}: edge ${JSON.stringify(edge)} is not one of ${EDGES.join(', ')}`);
    return { name, kind: { tag: 'array', val: { elem: elemOf(decl.elem, where), rank, edge } } };
  }
  throw usageError(`${where}: declare it as 'f32', 'f32[2]', 'f32[2]:zero' or { elem, rank, edge }`);
}

/** An array that lives on the host. `read()` copies it out as a typed array. */
export class GpuArray {
  constructor(resource) {
    this.resource = resource;
  }
  /** Its extents, x first. */
  get shape() {
    return Array.from(host(() => this.resource.shape()));
  }
  /** `f32`, `i32` or `u32`. */
  get elem() {
    return host(() => this.resource.elem());
  }
  /** Its contents (waits for the work that makes it): a Float32Array, Int32Array or Uint32Array. */
  read() {
    return host(() => this.resource.read()).val;
  }
  /** Frees its host memory now; any later use answers `refused`. */
  destroy() {
    this.resource.destroy();
  }
}

/** Guest data for one call: a typed array and its shape (a 1-D array's own length by default). */
function dataOf(data, shape, where) {
  const elem = elemOfTyped(data, where);
  return { shape: shapeOf(shape ?? [data.length], where), data: { tag: elem, val: data } };
}

const RANGES = { i32: [-(2 ** 31), 2 ** 31], u32: [0, 2 ** 32] };

/** A WIT scalar of `elem`: any number for f32; for i32 and u32 a whole number in range. */
function scalarOf(elem, value, where) {
  if (typeof value !== 'number') throw usageError(`${where} is a scalar (a number)`);
  if (elem !== 'f32') {
    const [lo, hi] = RANGES[elem];
    if (!Number.isInteger(value) || value < lo || value >= hi) {
      throw usageError(`${where}: ${value} is not a whole number in the ${elem} range`);
    }
  }
  return { tag: elem, val: value };
}

/** One call's argument for parameter `p`. */
function argOf(p, value, where) {
  if (p.kind.tag === 'scalar') {
    return { tag: 'scalar', val: scalarOf(p.kind.val, value, `${where}: parameter ${p.name}`) };
  }
  if (value instanceof GpuArray) return { tag: 'array', val: value.resource };
  const data = value && value.data && value.shape ? dataOf(value.data, value.shape, where)
    : ArrayBuffer.isView(value) ? dataOf(value, undefined, where) : null;
  if (data) {
    if (data.data.tag !== p.kind.val.elem) {
      throw usageError(`${where}: ${data.data.tag} data where parameter ${p.name} is ${p.kind.val.elem}`);
    }
    return { tag: 'data', val: data };
  }
  throw usageError(`${where}: parameter ${p.name} is an array: a GpuArray, a typed array, or { data, shape }`);
}

function argsOf(params, values, where) {
  if (values.length !== params.length) {
    throw usageError(`${where} takes ${params.length} arguments (${params.map((p) => p.name).join(', ')}), not ${values.length}`);
  }
  return params.map((p, i) => argOf(p, values[i], where));
}

/**
 * A kernel: `fn kernel(x: u32, ...) -> T` in WGSL, computed once per output element. Call it
 * with one argument per parameter (in declaration order) for a resident GpuArray.
 */
function createKernel(source, settings = {}) {
  const params = Object.entries(settings.params ?? {}).map(([name, decl]) => paramOf(name, decl));
  const outputs = settings.outputs ?? [];
  const outputElem = settings.outputElem ?? (outputs.length ? outputs[0][1] : 'f32');
  const desc = {
    name: settings.name,
    source,
    params,
    output: shapeOf(settings.output ?? [], 'output'),
    outputElem: elemOf(outputElem, 'outputElem'),
    constants: Object.entries(settings.constants ?? {}).map(([name, value]) => ({ name, value })),
    outputs: outputs.map(([name, elem]) => ({ name, elem: elemOf(elem, `output ${name}`) })),
  };
  const name = settings.name ?? 'kernel';
  const kernel = host(() => WitKernel.create(desc));
  const run = (...values) => new GpuArray(host(() => kernel.run(argsOf(params, values, `kernel ${name}`))));
  /** Runs into an output of `shape` (gpu.js's dynamic output). */
  run.sized = (shape, ...values) =>
    new GpuArray(host(() => kernel.runSized(argsOf(params, values, `kernel ${name}`), shapeOf(shape, 'output'))));
  /** A kernel of several outputs: an object of GpuArrays by output name. */
  run.outputs = (...values) => {
    const arrays = host(() => kernel.runOutputs(argsOf(params, values, `kernel ${name}`), undefined));
    return Object.fromEntries(outputs.map(([n], i) => [n, new GpuArray(arrays[i])]));
  };
  run.backend = () => host(() => kernel.backend());
  run.outputShape = () => Array.from(host(() => kernel.output()));
  run.params = params;
  run.resource = kernel;
  run.kernelName = name;
  return run;
}

/** A value while a pipeline is traced: a pipeline input or a step's result. */
class Traced {
  constructor(operand, rank) {
    this.operand = operand;
    this.rank = rank;
  }
}

/**
 * Traces `fn(t)` once into a plan the host runs whole: `t.input(name, 'f32[2]')` declares an
 * input, `t.call(kernel, ...args)` a step (arguments: traced values or numbers), `t.reduce`,
 * `t.scan`, `t.histogram` the built-in steps; `fn` returns the output value or a list of them.
 * The result runs with one argument per input (GpuArray, typed array or { data, shape }) and
 * answers a list of GpuArrays.
 */
function createPipeline(fn, options = {}) {
  const kernels = [];
  const inputs = [];
  const steps = [];
  const kernelIndex = (k) => {
    if (!k || !k.resource) throw usageError('t.call takes a kernel made by gpu.createKernel');
    let i = kernels.indexOf(k);
    if (i < 0) i = kernels.push(k) - 1;
    return i;
  };
  const operandOf = (v, p, where) => {
    if (v instanceof Traced) return v.operand;
    if (typeof v === 'number') {
      if (!p || p.kind.tag !== 'scalar') throw usageError(`${where}: a number where an array is expected`);
      return { tag: 'scalar', val: scalarOf(p.kind.val, v, `${where}: parameter ${p.name}`) };
    }
    throw usageError(`${where}: pipeline arguments are traced values (t.input, earlier steps) or numbers`);
  };
  const step = (work, args) => new Traced({ tag: 'step', val: steps.push({ work, args }) - 1 });
  const t = {
    input(name, decl) {
      const p = paramOf(name, decl);
      if (p.kind.tag !== 'array') throw usageError(`pipeline input ${name} is an array ('f32[2]')`);
      inputs.push(p);
      return new Traced({ tag: 'input', val: inputs.length - 1 });
    },
    call(kernel, ...args) {
      const where = `step ${steps.length} (kernel ${kernel && kernel.kernelName})`;
      const index = kernelIndex(kernel);
      if (args.length !== kernel.params.length) throw usageError(`${where} takes ${kernel.params.length} arguments`);
      return step({ tag: 'kernel', val: index }, args.map((a, i) => operandOf(a, kernel.params[i], where)));
    },
    reduce(value, op, axis) {
      return step({ tag: 'reduce', val: { op: opOf(op, 'reduce'), axis } }, [operandOf(value, null, 'reduce')]);
    },
    scan(value, op, { axis = 0, exclusive = false } = {}) {
      return step({ tag: 'scan', val: { op: opOf(op, 'scan'), axis, exclusive } }, [operandOf(value, null, 'scan')]);
    },
    histogram(value, bins, lo, hi, elem = 'f32') {
      elemOf(elem, 'histogram');
      const val = { bins, lo: scalarOf(elem, lo, 'histogram lo'), hi: scalarOf(elem, hi, 'histogram hi') };
      return step({ tag: 'histogram', val }, [operandOf(value, null, 'histogram')]);
    },
  };
  const out = fn(t);
  const outs = (Array.isArray(out) ? out : [out]).map((v) => operandOf(v, null, 'the pipeline output'));
  const plan = { kernels: kernels.map((k) => k.resource), inputs, steps, outputs: outs };
  const pipeline = host(() => witPipeline.Pipeline.create(plan, { threads: undefined, fuse: options.fuse, timings: options.timings }));
  const run = (...values) =>
    host(() => pipeline.run(argsOf(inputs, values, 'the pipeline'))).map((a) => new GpuArray(a));
  run.layout = () => host(() => pipeline.layout());
  run.executorKind = () => host(() => pipeline.executorKind());
  run.backend = () => host(() => pipeline.backend());
  /** Why a fused executor declined the plan; null while fused. */
  run.fallbackReason = () => host(() => pipeline.fallbackReason()) ?? null;
  /**
   * The step times of the last run when runs are timed (`{ timings: true }`): `{ source,
   * steps: [{ step, nanos }], reason: null }`; without them `{ source: null, steps: [], reason }`.
   */
  run.lastTimings = () => {
    try {
      const t = pipeline.lastTimings();
      return { source: t.source, steps: t.steps, reason: null };
    } catch (e) {
      if (e && typeof e.payload === 'string') return { source: null, steps: [], reason: e.payload };
      throw e;
    }
  };
  return run;
}

/** The GPU: kernels, arrays, pipelines and reductions. */
export const gpu = {
  createKernel,
  createPipeline,
  /** A resident array of `data` (a typed array) with `shape` (its length by default). */
  array(data, shape) {
    const d = dataOf(data, shape, 'gpu.array');
    return new GpuArray(host(() => WitArray.create(d.shape, d.data)));
  },
  /** The most steps a pipeline of this guest may have. */
  maxSteps() {
    return host(() => witPipeline.maxSteps());
  },
  /** Reduces `array` with `op` (sum, min, max, product) over `axis`, or over everything. */
  reduce(array, op, axis) {
    return new GpuArray(host(() => witReductions.reduce(opOf(op, 'reduce'), array.resource, axis)));
  },
  /** Inclusive (or `exclusive`) scan of `array` with `op` along `axis`. */
  scan(array, op, { axis = 0, exclusive = false } = {}) {
    return new GpuArray(host(() => witReductions.scan(opOf(op, 'scan'), array.resource, axis, exclusive)));
  },
  /** Counts of `array`'s elements in `bins` equal bins over [lo, hi). */
  histogram(array, bins, lo, hi) {
    const elem = array.elem;
    const [l, h] = [scalarOf(elem, lo, 'histogram lo'), scalarOf(elem, hi, 'histogram hi')];
    return new GpuArray(host(() => witReductions.histogram(array.resource, bins, l, h)));
  },
};

/**
 * The guest's entry point: `export const run = main(() => { ... })`. An exception is printed
 * as one line (`error: invalid: ...`) and the guest exits 1.
 */
export function main(body) {
  return {
    run() {
      try {
        body();
      } catch (e) {
        console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
        throw e;
      }
    },
  };
}
