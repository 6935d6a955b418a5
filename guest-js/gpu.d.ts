// Types of guest-js/gpu.js: wasm-host's GPU interfaces for JavaScript guests.

/** An element type. */
export type Elem = 'f32' | 'i32' | 'u32';
/** What a kernel's read outside an array gives (`strict`: an `out-of-range` error). */
export type Edge = 'zero' | 'clamp' | 'wrap' | 'strict';
export type ReduceOp = 'sum' | 'min' | 'max' | 'product';
/** A typed array of one of the element types. */
export type Data = Float32Array | Int32Array | Uint32Array;

/** The WIT error cases, and `usage` for a mistake the library caught itself. */
export type ErrorCase =
  | 'invalid' | 'refused' | 'lost' | 'read' | 'reserved' | 'unparsable' | 'unbounded'
  | 'truncated' | 'out-of-range' | 'quota' | 'unsupported' | 'device' | 'usage';

export class GpuError extends Error {
  /** The WIT error case. */
  readonly case: ErrorCase;
  /** The host's message alone (`message` is `case: detail`). */
  readonly detail: string;
}

/**
 * A parameter: `'f32'` (a scalar), `'f32[2]'` (an array of rank 2, strict edge),
 * `'f32[2]:zero'`, or an object.
 */
export type ParamDecl = string | { elem: Elem; rank?: 0 | 1 | 2 | 3; edge?: Edge };

/** An array that lives on the host. */
export class GpuArray {
  readonly shape: number[];
  readonly elem: Elem;
  /** Copies it out (waiting for the work that makes it). */
  read(): Data;
  /** Frees its host memory now. */
  destroy(): void;
}

/** One call's argument: a resident array, guest data (a 1-D typed array, or with a shape), a number. */
export type Arg = GpuArray | Data | { data: Data; shape: number[] } | number;

export interface KernelSettings {
  /** A name for messages. */
  name?: string;
  /** The parameters, in argument order. */
  params?: Record<string, ParamDecl>;
  /** The output's extents (rank 1 to 3); all zeros: sized per call (`kernel.sized`). */
  output: number[];
  /** The output's element type (default f32, or the first of `outputs`). */
  outputElem?: Elem;
  /** Values of the source's `override` constants. */
  constants?: Record<string, number>;
  /** Several outputs (gpu.js's createKernelMap): [name, elem] pairs, in the `Outputs` struct's order. */
  outputs?: [string, Elem][];
}

export interface Kernel {
  /** Computes every output element once: a resident array. */
  (...args: Arg[]): GpuArray;
  /** Into an output of `shape` for this call. */
  sized(shape: number[], ...args: Arg[]): GpuArray;
  /** A kernel of several outputs: its arrays by output name. */
  outputs(...args: Arg[]): Record<string, GpuArray>;
  backend(): { kind: 'gpu' | 'cpu'; name: string };
  outputShape(): number[];
  readonly kernelName: string;
}

/** A value while a pipeline is traced. */
export interface Traced {
  readonly operand: unknown;
}

export interface Tracer {
  /** Declares an input array (`'f32[2]'`). */
  input(name: string, decl: ParamDecl): Traced;
  /** A kernel step: one argument per parameter, traced values or numbers. */
  call(kernel: Kernel, ...args: (Traced | number)[]): Traced;
  reduce(value: Traced, op: ReduceOp, axis?: number): Traced;
  scan(value: Traced, op: ReduceOp, options?: { axis?: number; exclusive?: boolean }): Traced;
  histogram(value: Traced, bins: number, lo: number, hi: number, elem?: Elem): Traced;
}

export interface Pipeline {
  /** Runs the plan with one argument per input: its outputs. */
  (...inputs: Arg[]): GpuArray[];
  layout(): { steps: number; kernels: number; buffers: number; bindings: number; dispatches: number };
  executorKind(): string;
  backend(): { kind: 'gpu' | 'cpu'; name: string };
  /** Why a fused executor declined the plan; null while fused. */
  fallbackReason(): string | null;
  /** The last run's step times when runs are timed; else `source` null and the `reason`. */
  lastTimings(): {
    source: 'gpu-timestamps' | 'cpu-clock' | null;
    steps: { step: number; nanos: bigint }[];
    reason: string | null;
  };
}

export const gpu: {
  createKernel(source: string, settings: KernelSettings): Kernel;
  createPipeline(
    trace: (t: Tracer) => Traced | Traced[],
    options?: { fuse?: boolean; timings?: boolean },
  ): Pipeline;
  array(data: Data, shape?: number[]): GpuArray;
  /** The most steps a pipeline of this guest may have. */
  maxSteps(): number;
  reduce(array: GpuArray, op: ReduceOp, axis?: number): GpuArray;
  scan(array: GpuArray, op: ReduceOp, options?: { axis?: number; exclusive?: boolean }): GpuArray;
  histogram(array: GpuArray, bins: number, lo: number, hi: number): GpuArray;
};

/** The guest's entry point: `export const run = main(() => { ... })`. */
export function main(body: () => void): { run(): void };

/** WebGPU's buffer usage bits, the ones the host accepts. */
export const usage: {
  readonly MAP_READ: 0x1;
  readonly COPY_SRC: 0x4;
  readonly COPY_DST: 0x8;
  readonly UNIFORM: 0x40;
  readonly STORAGE: 0x80;
  readonly INDIRECT: 0x100;
};

/** A batch context: WebGPU-style objects (ids of its own) and command streams. */
export class Batch {
  constructor(limits?: { maxObjects?: number; maxRead?: number });
  /** Makes an object of wire `kind` from its descriptor's words; every method below calls it. */
  create(kind: number, words: number[]): number;
  buffer(size: number, usage: number): number;
  shader(wgsl: string): number;
  bindGroupLayout(entries: { binding: number; type: 'storage' | 'read-only' | 'uniform'; dynamic?: boolean }[]): number;
  pipelineLayout(groups: number[]): number;
  computePipeline(layout: number, module: number, entry: string, constants?: Record<string, number>): number;
  bindGroup(layout: number, entries: { binding: number; buffer: number; offset?: number; size?: number | null }[]): number;
  destroy(ids: number[]): void;
  /** Runs a recorded stream: its read window. */
  run(recorder: Recorder): Uint8Array;
  live(): number;
  lost(): GpuError | null;
}

/** Where a read-back lands in the window. */
export interface ReadSlot {
  offset: number;
  size: number;
  f32(window: Uint8Array): Float32Array;
  u32(window: Uint8Array): Uint32Array;
  i32(window: Uint8Array): Int32Array;
}

export interface ComputePass {
  setPipeline(pipeline: number): void;
  setBindGroup(index: number, group: number, offsets?: number[]): void;
  dispatch(x: number, y?: number, z?: number): void;
  dispatchIndirect(buffer: number, offset: number): void;
}

/** A command stream being recorded. */
export class Recorder {
  /** The stream's words so far (the magic word first). */
  readonly words: number[];
  /** The bytes of the read window its reads need. */
  readonly window: number;
  /** The data blob its writes point into. */
  data(): Uint8Array;
  write(buffer: number, offset: number, values: ArrayBufferView): void;
  copy(src: number, srcOffset: number, dst: number, dstOffset: number, size: number): void;
  clear(buffer: number, offset?: number, size?: number | null): void;
  computePass(body: (pass: ComputePass) => void): void;
  read(buffer: number, offset: number, size: number): ReadSlot;
}
