// What the JavaScript examples share: their inputs from a seed, their command line, and how
// they show an error the host must answer.
import { getArguments } from 'wasi:cli/environment@0.2.12';
import { GpuError } from '../../../guest-js/gpu.js';

/**
 * `count` values in [0, 1) from a xorshift32 stream of `seed` (0 counts as 1): each value is
 * (x >>> 8) / 2^24. The tests make the same values natively for their oracles.
 */
export function random(seed, count) {
  let x = (seed >>> 0) || 1;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    out[i] = (x >>> 8) / 16777216;
  }
  return out;
}

/**
 * The guest's options: `defaults` gives each option's name (camelCase; `--per-pass` sets
 * `perPass`) and default, a number (the option takes a whole number of at least 1) or `false`
 * (a flag). An unknown argument or a bad number is an error.
 */
export function options(defaults) {
  const o = { ...defaults };
  const args = getArguments().slice(1);
  for (let i = 0; i < args.length; i++) {
    const name = args[i].replace(/^--/, '').replace(/-(.)/g, (_, c) => c.toUpperCase());
    if (!args[i].startsWith('--') || !(name in defaults)) throw new Error(`unknown argument ${JSON.stringify(args[i])}`);
    if (defaults[name] === false) {
      o[name] = true;
      continue;
    }
    const v = Number(args[++i]);
    if (!Number.isInteger(v) || v < 1) throw new Error(`${args[i - 1]} needs a whole number of at least 1`);
    o[name] = v;
  }
  return o;
}

/** Runs `call`, which must fail with a GpuError; prints `error WHAT: CASE`. */
export function failing(what, call) {
  try {
    call();
  } catch (e) {
    if (!(e instanceof GpuError)) throw e;
    console.log(`error ${what}: ${e.case}`);
    return;
  }
  throw new Error(`${what} did not fail`);
}
