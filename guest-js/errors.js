// The errors of wasm-host's JavaScript guests: the host's WIT error cases as GpuError.

/**
 * An error the host answered, by its WIT case: `invalid`, `refused`, `lost`, `read`,
 * `reserved`, `unparsable`, `unbounded`, `truncated`, `out-of-range`, `quota`, `unsupported`
 * or `device`; or `usage` for a mistake this library caught before asking the host.
 */
export class GpuError extends Error {
  constructor(kind, message) {
    super(`${kind}: ${message}`);
    this.name = 'GpuError';
    /** The WIT error case. */
    this.case = kind;
    /** The host's message alone. */
    this.detail = message;
  }
}

/** Runs `call`, turning the host's error (a WIT `error` variant) into a GpuError. */
export function host(call) {
  try {
    return call();
  } catch (e) {
    if (e && e.payload && typeof e.payload.tag === 'string') {
      throw new GpuError(e.payload.tag, String(e.payload.val));
    }
    throw e;
  }
}

/** A GpuError of case `usage`: a mistake the library caught before asking the host. */
export function usageError(message) {
  return new GpuError('usage', message);
}
