// What a componentize-js guest has besides gpu.js, for type-checking guests (`tsc -p
// guest-js/tsconfig.json` checks the examples against these and gpu.d.ts): the engine's
// console, and the WASI import the examples read their arguments from.

declare var console: {
  log(...values: unknown[]): void;
  error(...values: unknown[]): void;
};

declare module 'wasi:cli/environment@0.2.12' {
  /** The program's arguments, its name first. */
  export function getArguments(): string[];
  /** The environment's variables. */
  export function getEnvironment(): [string, string][];
}
