// Batch contexts for JavaScript guests: WebGPU-style objects and command streams the host
// replays, for what kernels do not cover (your own bind groups and entry points, indirect
// dispatch, buffers reused in place). This module encodes the host's batch wire format,
// version 1 (docs/design/batch-wire.md); the Rust guests encode it with the host's own crate,
// and the tests run the same streams from both (tests/tests/script_guests.rs).

import * as witBatch from 'wasm-host:gpu/batch@0.1.0';
import { GpuError, host, usageError } from './errors.js';

/** WebGPU's buffer usage bits, the ones the host accepts. */
export const usage = Object.freeze({
  MAP_READ: 0x1, COPY_SRC: 0x4, COPY_DST: 0x8, UNIFORM: 0x40, STORAGE: 0x80, INDIRECT: 0x100,
});

const MAGIC = 0x57480001;
const KIND = { buffer: 1, shader: 2, bindGroupLayout: 3, pipelineLayout: 4, computePipeline: 5, bindGroup: 6 };
const BINDING_TYPES = { storage: 0, 'read-only': 1, uniform: 2 };
function u32(v, what) {
  if (!Number.isInteger(v) || v < 0 || v > 0xffffffff) throw usageError(`${what}: ${v} is not a u32`);
  return v;
}

/** Appends a u64 (two words, low first); `null` (where `restAllowed`: a size meaning "to the
 * end") is all ones. */
function pushU64(words, v, what, restAllowed = false) {
  if (v === null && restAllowed) {
    words.push(0xffffffff, 0xffffffff);
    return;
  }
  if (!Number.isSafeInteger(v) || v < 0) throw usageError(`${what}: ${v} is not a whole number of bytes`);
  words.push(v % 2 ** 32, Math.floor(v / 2 ** 32));
}

/** Appends a string: its UTF-8 length, then its bytes four to a word, zero padded. */
function pushString(words, s) {
  const bytes = new TextEncoder().encode(s);
  const padded = new Uint8Array(Math.ceil(bytes.length / 4) * 4);
  padded.set(bytes);
  words.push(bytes.length);
  // One word at a time: a spread of a long module's words would pass the engine's argument limit.
  for (const w of new Uint32Array(padded.buffer)) words.push(w);
}

/** Words as the bytes of a descriptor (little-endian, as WebAssembly is). */
const bytesOf = (words) => new Uint8Array(Uint32Array.from(words).buffer);

/**
 * One host context: its objects have ids of its own (numbers; 0 is never an object). Each
 * method makes one object and answers its id.
 */
export class Batch {
  constructor({ maxObjects = 0, maxRead = 0 } = {}) {
    this.ctx = host(() => witBatch.Context.create({ maxObjects, maxRead }));
    this.next = 1;
  }

  create(kind, words) {
    const id = this.next;
    host(() => this.ctx.createObject(id, kind, bytesOf(words)));
    this.next += 1;
    return id;
  }

  /** A buffer of `size` bytes (a multiple of 4) with `usage` bits. */
  buffer(size, bits) {
    const words = [];
    pushU64(words, size, 'buffer size');
    words.push(u32(bits, 'buffer usage'));
    return this.create(KIND.buffer, words);
  }

  /** A WGSL module (the host's Guard checks and bounds it). */
  shader(wgsl) {
    const words = [];
    pushString(words, wgsl);
    return this.create(KIND.shader, words);
  }

  /** A bind group layout: `[{ binding, type: 'storage' | 'read-only' | 'uniform', dynamic }]`. */
  bindGroupLayout(entries) {
    const words = [entries.length];
    for (const e of entries) {
      if (!Object.hasOwn(BINDING_TYPES, e.type)) throw usageError(`binding type ${JSON.stringify(e.type)} is not storage, read-only or uniform`);
      words.push(u32(e.binding, 'binding'), BINDING_TYPES[e.type], e.dynamic ? 1 : 0);
    }
    return this.create(KIND.bindGroupLayout, words);
  }

  /** A pipeline layout: bind group layouts for groups 0, 1, ... */
  pipelineLayout(groups) {
    return this.create(KIND.pipelineLayout, [groups.length, ...groups.map((g) => u32(g, 'layout'))]);
  }

  /** A compute pipeline of `module`'s `entry`, with `override` constants `{ name: value }`. */
  computePipeline(layout, module, entry, constants = {}) {
    const words = [u32(layout, 'layout'), u32(module, 'module')];
    pushString(words, entry);
    const list = Object.entries(constants);
    words.push(list.length);
    const bits = new DataView(new ArrayBuffer(8));
    for (const [name, value] of list) {
      pushString(words, name);
      bits.setFloat64(0, value, true);
      words.push(bits.getUint32(0, true), bits.getUint32(4, true));
    }
    return this.create(KIND.computePipeline, words);
  }

  /** A bind group: `[{ binding, buffer, offset = 0, size = null (to the end) }]`. */
  bindGroup(layout, entries) {
    const words = [u32(layout, 'layout'), entries.length];
    for (const e of entries) {
      words.push(u32(e.binding, 'binding'), u32(e.buffer, 'buffer'));
      pushU64(words, e.offset ?? 0, 'offset');
      pushU64(words, e.size ?? null, 'size', true);
    }
    return this.create(KIND.bindGroup, words);
  }

  /** Destroys objects by id. */
  destroy(ids) {
    host(() => this.ctx.destroy(Uint32Array.from(ids)));
  }

  /** Runs a recorded stream; answers its read window (a Uint8Array; slots read from it). */
  run(recorder) {
    return host(() => this.ctx.runStream(Uint32Array.from(recorder.words), recorder.data(), recorder.window));
  }

  /** Live objects. */
  live() {
    return this.ctx.live();
  }

  /** The error that lost this context, as a GpuError; null while it works. */
  lost() {
    const e = this.ctx.lost();
    return e ? new GpuError(e.tag, String(e.val)) : null;
  }
}

/** Where a read-back lands in the window: `f32(window)`, `u32(window)`, `i32(window)`. */
class ReadSlot {
  constructor(offset, size) {
    this.offset = offset;
    this.size = size;
  }
  bytes(window) {
    return window.slice(this.offset, this.offset + this.size);
  }
  f32(window) { return new Float32Array(this.bytes(window).buffer); }
  u32(window) { return new Uint32Array(this.bytes(window).buffer); }
  i32(window) { return new Int32Array(this.bytes(window).buffer); }
}

/** A stream being recorded. */
export class Recorder {
  constructor() {
    this.words = [MAGIC];
    this.chunks = [];
    this.length = 0;
    this.window = 0;
  }

  /** The data blob the writes point into. */
  data() {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }

  /** Appends one command, built whole first: a bad operand leaves the stream as it was. */
  push(command) {
    for (const w of command) this.words.push(w);
  }

  /** Writes a typed array's bytes (a multiple of 4) into `buffer` at `offset`, in stream order. */
  write(buffer, offset, values) {
    if (!ArrayBuffer.isView(values) || values.byteLength % 4) throw usageError('write: a typed array of whole words');
    const command = [1, u32(buffer, 'buffer')];
    pushU64(command, offset, 'offset');
    const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength).slice();
    command.push(this.length, bytes.length);
    this.push(command);
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  /** Copies `size` bytes between buffers. */
  copy(src, srcOffset, dst, dstOffset, size) {
    const command = [2, u32(src, 'source')];
    pushU64(command, srcOffset, 'source offset');
    command.push(u32(dst, 'destination'));
    pushU64(command, dstOffset, 'destination offset');
    pushU64(command, size, 'size');
    this.push(command);
  }

  /** Zeroes `size` bytes from `offset` (null: to the end). */
  clear(buffer, offset = 0, size = null) {
    const command = [3, u32(buffer, 'buffer')];
    pushU64(command, offset, 'offset');
    pushU64(command, size, 'size', true);
    this.push(command);
  }

  /**
   * A compute pass: `body(pass)` records it with `pass.setPipeline(p)`,
   * `pass.setBindGroup(index, group, offsets = [])`, `pass.dispatch(x, y = 1, z = 1)`,
   * `pass.dispatchIndirect(buffer, offset)`. The pass ends when `body` returns or throws.
   */
  computePass(body) {
    this.push([4]);
    try {
      body({
        setPipeline: (p) => this.push([6, u32(p, 'pipeline')]),
        setBindGroup: (index, group, offsets = []) =>
          this.push([7, u32(index, 'index'), u32(group, 'group'), offsets.length, ...offsets.map((o) => u32(o, 'dynamic offset'))]),
        dispatch: (x, y = 1, z = 1) => this.push([8, u32(x, 'x'), u32(y, 'y'), u32(z, 'z')]),
        dispatchIndirect: (buffer, offset) => {
          const command = [9, u32(buffer, 'buffer')];
          pushU64(command, offset, 'offset');
          this.push(command);
        },
      });
    } finally {
      this.push([5]);
    }
  }

  /** After the stream runs, reads `size` bytes of `buffer` (MAP_READ) from `offset` into the window. */
  read(buffer, offset, size) {
    const command = [10, u32(buffer, 'buffer')];
    pushU64(command, offset, 'offset');
    command.push(u32(size, 'size'), this.window);
    this.push(command);
    const slot = new ReadSlot(this.window, size);
    this.window += size;
    return slot;
  }
}
